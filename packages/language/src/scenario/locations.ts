import { AstUtils, type AstNode } from 'langium';
import type { Position } from 'vscode-languageserver-types';
import { isModel, isScenario, type Scenario } from '../generated/ast.js';

/**
 * A node's position below another node as property/index path. Replay results are cached across edits and
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

/**
 * Line numbers in replay messages ("the spell cast on line 12") are written as tokens naming a line of the scenario
 * by its index, and made absolute when a result is attached to the AST: a cached result stays right when lines are
 * inserted or removed above the scenario or between its lines.
 */
const LINE_OPEN = '\uE000';
const LINE_CLOSE = '\uE001';
const LINE_TOKEN = /\uE000(\d+)\uE001/g;

/** The 1-based line a node starts on, or 0 without a CST. */
export function lineOf(node: AstNode | undefined): number {
  return (node?.$cstNode?.range.start.line ?? -1) + 1;
}

/** A token for the line number of line `index` of the scenario being replayed. */
export function lineToken(index: number): string {
  return `${LINE_OPEN}${index}${LINE_CLOSE}`;
}

/** Replaces line tokens by the line numbers of the scenario's `lines`. */
export function resolveLines<T extends string | undefined>(text: T, lines: readonly AstNode[]): T {
  if (text === undefined || !text.includes(LINE_OPEN)) return text;
  return text.replace(LINE_TOKEN, (_, index: string) => String(lineOf(lines[Number(index)]))) as T;
}

/**
 * Which scenario a position is in: a scenario's text runs from its start to the next card or scenario. A syntax error
 * in its body can end it early (the parser's recovery closes it at the bad line); what follows, up to the next
 * element, is still its own.
 */
export function scenarioTextOwner(root: AstNode): (position: Position) => Scenario | undefined {
  if (!isModel(root)) return () => undefined;
  const elements = AstUtils.streamContents(root)
    .filter(node => node.$cstNode !== undefined)
    .toArray();
  return position => {
    // The last element starting at or before the position (elements are in text order).
    let low = 0;
    let high = elements.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (positionBefore(position, elements[middle]!.$cstNode!.range.start, false)) high = middle;
      else low = middle + 1;
    }
    const owner = elements[low - 1];
    return owner && isScenario(owner) ? owner : undefined;
  };
}

/** Whether `a` comes before `b` in the text (or is `b`, with `orEqual`). */
export function positionBefore(a: Position, b: Position, orEqual = true): boolean {
  return a.line < b.line || (a.line === b.line && (orEqual ? a.character <= b.character : a.character < b.character));
}
