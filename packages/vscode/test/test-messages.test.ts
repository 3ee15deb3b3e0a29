import { describe, expect, it } from 'vitest';
import { failureText, skippedText } from '../src/test-messages.js';

const range = { start: { line: 3, character: 2 }, end: { line: 3, character: 20 } };

describe('Test Explorer messages', () => {
  it('show the failure, then the rule with its text', () => {
    expect(
      failureText({
        message: "Grizzly Bears can't block Serra Angel (CR 702.9b).",
        range,
        rule: '702.9b',
        ruleText: 'flying text',
      }),
    ).toBe("Grizzly Bears can't block Serra Angel (CR 702.9b).\n\n702.9b flying text");
  });

  it('show only the message when no rule is involved', () => {
    expect(failureText({ message: 'expected Bob life 17, got 20', range })).toBe('expected Bob life 17, got 20');
  });

  it('say why a scenario was skipped', () => {
    expect(
      skippedText('Scry', {
        name: 'Scry',
        range,
        verdict: 'skipped',
        reason: 'inconclusive: the engine doesn\'t model the sentence "Scry 2" of Seer (line 4)',
        failures: [],
      }),
    ).toBe('Skipped "Scry": inconclusive: the engine doesn\'t model the sentence "Scry 2" of Seer (line 4)');
  });
});
