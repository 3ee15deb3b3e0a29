import {
  interruptAndCheck,
  isAstNode,
  isMultiReference,
  isReference,
  type AstNode,
  type Cancellation,
  type ReferenceInfo,
} from 'langium';

import { isLine, type Line } from '../generated/ast.js';

/**
 * Langium's build phases (local scopes, linking, reference indexing, validation) walk every AST node with its generic
 * streams and await `interruptAndCheck` once per node: an iterator, closures and a promise per node and phase, about a
 * third of those phases on the 2,000-line benchmark file. The overrides walk the tree with a plain stack, in the same
 * order, and check for cancellation (and yield to the event loop) every few hundred nodes.
 */
export const NODES_PER_INTERRUPT = 256;

/**
 * Pushes a node's children so that they are popped in document order (as Langium's `streamAst` visits them): pushed
 * in order, then that part of the stack reversed in place. No array per node: the walks run over the whole document at
 * every edit, and an array per node was a fifth of an edit's garbage.
 */
export function pushChildren(node: AstNode, stack: AstNode[]): void {
  const first = stack.length;
  for (const key in node) {
    if (key.charCodeAt(0) === 36 /* $ */) continue;
    const value = (node as unknown as Record<string, unknown>)[key];
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isAstNode(item)) stack.push(item);
    } else if (isAstNode(value)) stack.push(value);
  }
  for (let i = first, j = stack.length - 1; i < j; i++, j--) {
    const child = stack[i]!;
    stack[i] = stack[j]!;
    stack[j] = child;
  }
}

/**
 * Visits `root` (unless `withRoot` is false) and every node below it in `streamAst`'s order, checking for cancellation
 * every NODES_PER_INTERRUPT nodes.
 */
export async function forEachNode(
  root: AstNode,
  cancelToken: Cancellation.CancellationToken,
  visit: (node: AstNode) => void,
  withRoot = true,
): Promise<void> {
  const stack: AstNode[] = [];
  if (withRoot) stack.push(root);
  else pushChildren(root, stack);
  let count = 0;
  while (stack.length > 0) {
    if (count++ % NODES_PER_INTERRUPT === 0) await interruptAndCheck(cancelToken);
    const node = stack.pop()!;
    visit(node);
    pushChildren(node, stack);
  }
}

/** A node's own cross-references in `streamReferences`' order (properties in order, list items by index). */
export function forEachReference(node: AstNode, visit: (info: ReferenceInfo) => void): void {
  for (const property in node) {
    if (property.charCodeAt(0) === 36 /* $ */) continue;
    const value = (node as unknown as Record<string, unknown>)[property];
    if (typeof value !== 'object' || value === null) continue;
    if (isReference(value) || isMultiReference(value)) visit({ reference: value, container: node, property });
    else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        const item: unknown = value[index];
        if (isReference(item) || isMultiReference(item)) visit({ reference: item, container: node, property, index });
      }
    }
  }
}

/**
 * The scenario line containing `node`: the outermost line, since an `expect Alice can cast bolt` holds an action of
 * its own that is part of the expectation's line.
 */
export function lineContaining(node: AstNode): Line | undefined {
  let found: Line | undefined;
  for (let at: AstNode | undefined = node; at; at = at.$container) if (isLine(at)) found = at;
  return found;
}
