/**
 * Langium 4.4's parser (chevrotain) calls `Object.groupBy`, which Node.js has only from version 21. This module
 * is imported for its side effect before any Langium parser is built (the server entry, the services module).
 * The build and the tests load the same polyfill from scripts/object-groupby-polyfill.mjs.
 */
type GroupBy = <T>(
  items: Iterable<T>,
  keyOf: (item: T, index: number) => PropertyKey,
) => Partial<Record<PropertyKey, T[]>>;

const objectWithGroupBy = Object as unknown as { groupBy?: GroupBy };

if (typeof objectWithGroupBy.groupBy !== 'function') {
  const groupBy = ((items: Iterable<unknown>, keyOf: (item: unknown, index: number) => PropertyKey) => {
    const groups: Partial<Record<PropertyKey, unknown[]>> = Object.create(null);
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      (groups[key] ??= []).push(item);
    }
    return groups;
  }) as GroupBy;
  Object.defineProperty(Object, 'groupBy', { configurable: true, writable: true, value: groupBy });
}

export {};
