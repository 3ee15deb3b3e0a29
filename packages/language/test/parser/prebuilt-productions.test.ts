import { describe, expect, test, vi } from 'vitest';
import { createLangiumParser, EmptyFileSystem, type LangiumParser } from 'langium';
import type { IProduction, TokenType } from 'chevrotain';
import { createMtgServices } from '../../src/index.js';
import type { GrammarRecorder } from '../../src/parser/prebuilt-productions.js';

const services = createMtgServices(EmptyFileSystem).mtg;

type Wrapper = GrammarRecorder & { getGAstProductions(): Record<string, IProduction & { name: string }> };
const wrapper = (parser: LangiumParser) => (parser as unknown as { wrapper: Wrapper }).wrapper;

/** A production as plain data: its class and every field Chevrotain gave it, tokens by name, rule calls by name. */
function dump(node: IProduction): unknown {
  const out: Record<string, unknown> = { kind: node.constructor.name };
  for (const [key, value] of Object.entries(node)) {
    if (key === 'referencedRule') continue;
    if (key === '_definition')
      out.definition = node.constructor.name === 'NonTerminal' ? [] : (value as IProduction[]).map(dump);
    else if (key === 'terminalType') out.terminal = (value as TokenType).name;
    else out[key] = value;
  }
  return out;
}

describe("the grammar's productions, prebuilt (generated-productions.ts)", () => {
  test("are what Chevrotain records from the grammar's rules (else run `npm run langium:generate`)", () => {
    const recorded = wrapper(createLangiumParser(services)).getGAstProductions();
    const prebuilt = wrapper(services.parser.LangiumParser).getGAstProductions();
    expect(Object.keys(prebuilt)).toEqual(Object.keys(recorded));
    expect(Object.keys(prebuilt).length).toBeGreaterThan(50);
    for (const name of Object.keys(recorded)) expect(dump(prebuilt[name]!), name).toEqual(dump(recorded[name]!));
  });

  test("take the place of the recording: the language's parser runs none of its rules to make itself", () => {
    const spy = vi.spyOn(services.parser.LangiumParser.constructor.prototype, 'isRecording');
    const parser = createMtgServices(EmptyFileSystem).mtg.parser.LangiumParser;
    expect(wrapper(parser).RECORDING_PHASE).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    // Langium's own construction records: its actions ask whether they are recording.
    createLangiumParser(createMtgServices(EmptyFileSystem).mtg);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
