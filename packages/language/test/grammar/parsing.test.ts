import { beforeAll, describe, expect, test } from 'vitest';
import {
  isAttackAction,
  isBoard,
  isCastAction,
  isExpectIllegal,
  isExpectSubject,
  isGoToAction,
  isKeywordsProperty,
  isResolveAction,
  isStartDecl,
  isTypeProperty,
  isZoneSetting,
  type BoardCard,
  type Model,
} from '../../src/generated/ast.js';
import type { LangiumDocument } from 'langium';
import { createTestServices, type TestServices } from '../helpers.js';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});

async function parse(text: string): Promise<LangiumDocument<Model>> {
  const document = await services.parse(text);
  const errors = [
    ...document.parseResult.lexerErrors.map(e => e.message),
    ...document.parseResult.parserErrors.map(e => e.message),
  ];
  expect(errors, errors.join('\n')).toEqual([]);
  return document;
}

describe('cards', () => {
  test('type lines accept an em dash, an en dash or a hyphen', async () => {
    for (const dash of ['—', '–', '-']) {
      const doc = await parse(`card "Wall" { type Legendary Creature ${dash} Human Wizard 0/4 }`);
      const type = doc.parseResult.value.cards[0]!.properties.find(isTypeProperty)!;
      expect(type.types).toEqual(['Legendary', 'Creature']);
      expect(type.subtypes).toEqual(['Human', 'Wizard']);
    }
  });

  test('multi-word keywords keep their spaces', async () => {
    const doc = await parse(
      'card Knight { type Creature — Knight 2/2 first strike, protection from red, islandwalk, double strike }',
    );
    const keywords = doc.parseResult.value.cards[0]!.properties.find(isKeywordsProperty)!;
    expect(keywords.keywords).toEqual(['first strike', 'protection from red', 'islandwalk', 'double strike']);
  });

  test('names are identifiers or strings', async () => {
    const doc = await parse('card Counterspell { type Instant }\ncard "Lightning Bolt" { type Instant }');
    expect(doc.parseResult.value.cards.map(c => c.name)).toEqual(['Counterspell', 'Lightning Bolt']);
  });

  test('an optional "keywords" line start stops a type line', async () => {
    const doc = await parse('card Bird { type Creature — Bird\n keywords flying\n 1/1 }');
    const card = doc.parseResult.value.cards[0]!;
    expect(card.properties.find(isTypeProperty)!.subtypes).toEqual(['Bird']);
    expect(card.properties.find(isKeywordsProperty)!.keywords).toEqual(['flying']);
  });
});

describe('scenarios', () => {
  const scenario = (body: string) => `scenario "s" {\n players Alice, Bob\n start Alice turn 3 main1\n${body}\n}`;

  test('multi-word step names', async () => {
    for (const step of [
      'untap',
      'upkeep',
      'draw',
      'main1',
      'beginning of combat',
      'declare attackers',
      'declare blockers',
      'first strike damage',
      'combat damage',
      'end of combat',
      'main2',
      'end',
      'end step',
      'cleanup',
    ]) {
      const doc = await parse(`scenario "s" { players Alice, Bob start Alice turn 2 ${step}\n go to ${step} }`);
      const members = doc.parseResult.value.scenarios[0]!.members;
      expect(members.find(isStartDecl)!.step).toBe(step);
      expect(members.find(isGoToAction)!.step).toBe(step);
    }
  });

  test('board entries: multiplicity, alias, modifiers, counters', async () => {
    const doc = await parse(
      scenario(
        ' Alice { battlefield Island x2, "Grizzly Bears" as bears tapped sick damage 1 counters +1/+1 x2 counters -1/-1 3 counters loyalty  library 20, Forest  life -3 }',
      ),
    );
    const board = doc.parseResult.value.scenarios[0]!.members.find(isBoard)!;
    const battlefield = board.items.find(isZoneSetting)!;
    const [islands, bears] = battlefield.entries as BoardCard[];
    expect(islands!.count).toBe(2);
    expect(bears!.name).toBe('bears');
    expect(bears!.modifiers.map(m => m.$type)).toEqual([
      'TappedModifier',
      'SickModifier',
      'DamageModifier',
      'CountersModifier',
      'CountersModifier',
      'CountersModifier',
    ]);
    expect(bears!.modifiers.slice(3).map(m => [(m as { kind: string }).kind, (m as { count?: number }).count])).toEqual(
      [
        ['+1/+1', 2],
        ['-1/-1', 3],
        ['loyalty', undefined],
      ],
    );
    expect(board.items.map(i => i.$type)).toEqual(['ZoneSetting', 'ZoneSetting', 'LifeSetting']);
    expect((board.items[2] as { value: number }).value).toBe(-3);
  });

  test('casts with every clause in any order', async () => {
    const doc = await parse(
      scenario(
        ' Alice casts Fireball X=3 targeting Bob, bears paying with Mountain, Mountain as fb\n Alice casts Fireball as f2 X 2',
      ),
    );
    const [first, second] = doc.parseResult.value.scenarios[0]!.members.filter(isCastAction);
    expect(first!.clauses.map(c => c.$type)).toEqual(['XClause', 'TargetsClause', 'PaymentClause', 'SpellAlias']);
    expect(second!.clauses.map(c => c.$type)).toEqual(['SpellAlias', 'XClause']);
  });

  test('attacks with a default target and per-attacker targets', async () => {
    const doc = await parse(scenario(' Alice attacks Bob with angel, bears -> jace\n Alice attacks with goblin'));
    const [first, second] = doc.parseResult.value.scenarios[0]!.members.filter(isAttackAction);
    expect(first!.defender?.$refText).toBe('Bob');
    expect(first!.attackers.map(a => [a.attacker.$refText, a.target?.$refText])).toEqual([
      ['angel', undefined],
      ['bears', 'jace'],
    ]);
    expect(second!.defender).toBeUndefined();
  });

  test('rule numbers and resolve forms', async () => {
    const doc = await parse(
      scenario(' expect illegal 702.9b\n expect illegal 509\n expect illegal\n resolve\n resolve x3\n resolve all'),
    );
    const members = doc.parseResult.value.scenarios[0]!.members;
    expect(members.filter(isExpectIllegal).map(e => e.rule)).toEqual(['702.9b', '509', undefined]);
    expect(members.filter(isResolveAction).map(r => [r.times, r.all])).toEqual([
      [undefined, false],
      [3, false],
      [undefined, true],
    ]);
  });

  test('possessives in expectations', async () => {
    const doc = await parse(scenario(" expect Bolt in Bob's graveyard\n expect Bob's life 3"));
    expect(doc.parseResult.value.scenarios[0]!.members.filter(isExpectSubject).map(e => e.check.$type)).toEqual([
      'ZoneCheck',
      'LifeCheck',
    ]);
  });

  test('syntax errors are reported, not thrown', async () => {
    const doc = await services.parse('scenario "s" { players Alice, Bob start Alice turn main1 Alice casts }');
    expect(doc.parseResult.parserErrors.length).toBeGreaterThan(0);
  });
});
