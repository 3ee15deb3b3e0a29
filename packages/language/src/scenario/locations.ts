import type { AstNode } from 'langium';

/**
 * A node's position below another node as property/index steps. Replay results are cached across edits and
 * re-attached to the new AST of an unchanged line: problems remember where they are relative to their line.
 */
export type NodePath = readonly (readonly [property: string, index: number | undefined])[];

export function pathFrom(base: AstNode, node: AstNode): NodePath | undefined {
  const path: [string, number | undefined][] = [];
  let current: AstNode | undefined = node;
  while (current && current !== base) {
    if (!current.$containerProperty) return undefined;
    path.unshift([current.$containerProperty, current.$containerIndex]);
    current = current.$container;
  }
  return current === base ? path : undefined;
}

export function nodeAt(base: AstNode, path: NodePath): AstNode | undefined {
  let current: unknown = base;
  for (const [property, index] of path) {
    const value = (current as Record<string, unknown> | undefined)?.[property];
    current = index === undefined ? value : Array.isArray(value) ? value[index] : undefined;
    if (!current || typeof current !== 'object') return undefined;
  }
  return current as AstNode;
}
