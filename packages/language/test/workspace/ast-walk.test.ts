import { readFileSync } from 'node:fs';
import { AstUtils, Cancellation, type AstNode } from 'langium';
import { describe, expect, it } from 'vitest';
import { forEachNode, forEachReference, NODES_PER_INTERRUPT } from '../../src/workspace/ast-walk.js';
import { createTestServices } from '../helpers.js';

// The build phases' plain walks must visit what Langium's streams visit, in the same order: linking and the
// reference index depend on it (the order of document.references, of unknown-name diagnostics).
// Several copies, so that the walk crosses its cancellation checks (parsed, not validated: the names repeat).
const text = readFileSync(new URL('../resources/valid/syntax-tour.mtgs', import.meta.url), 'utf8').repeat(4);

describe('ast-walk', () => {
  it('visits every node in streamAst order, with or without the root', async () => {
    const { parse } = await createTestServices();
    const root = (await parse(text)).parseResult.value;
    const walked: AstNode[] = [];
    await forEachNode(root, Cancellation.CancellationToken.None, node => walked.push(node));
    const streamed = AstUtils.streamAst(root).toArray();
    expect(streamed.length).toBeGreaterThan(NODES_PER_INTERRUPT);
    expect(walked.length).toBe(streamed.length);
    expect(walked.every((node, i) => node === streamed[i])).toBe(true);
    const below: AstNode[] = [];
    await forEachNode(root, Cancellation.CancellationToken.None, node => below.push(node), false);
    expect(below.every((node, i) => node === streamed[i + 1]) && below.length === streamed.length - 1).toBe(true);
  });

  it("lists each node's references as streamReferences does", async () => {
    const { parse } = await createTestServices();
    const root = (await parse(text)).parseResult.value;
    let count = 0;
    for (const node of AstUtils.streamAst(root)) {
      const walked: unknown[] = [];
      forEachReference(node, info => walked.push(info));
      const streamed = AstUtils.streamReferences(node).toArray();
      expect(walked).toEqual(streamed);
      count += walked.length;
    }
    expect(count).toBeGreaterThan(10);
  });

  it('stops when the build is cancelled', async () => {
    const { parse } = await createTestServices();
    const root = (await parse(text)).parseResult.value;
    const source = new Cancellation.CancellationTokenSource();
    source.cancel();
    let visited = 0;
    await expect(forEachNode(root, source.token, () => visited++)).rejects.toBeDefined();
    expect(visited).toBe(0);
  });
});
