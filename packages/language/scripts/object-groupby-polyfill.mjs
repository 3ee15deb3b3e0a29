// Langium 4.4's parser (chevrotain) calls Object.groupBy, which Node.js has only from version 21.
// Imported first (`node --import`, vitest setupFiles) wherever a Langium parser is built on Node 20.
// The same polyfill for the compiled server is src/base/polyfill.ts.
if (typeof Object.groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value: function groupBy(items, keyOf) {
      const groups = Object.create(null);
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        (groups[key] ??= []).push(item);
      }
      return groups;
    },
  });
}
