import { describe, expect, it } from 'vitest';
import { buildCard, defineCard, parseCardText, power } from '../../src/index.js';
import { readPermanents, readTarget } from '../../src/core/phrases.js';
import { sentences } from '../../src/reader/card-text.js';
import type { CardDef } from '../../src/index.js';
import { C, life, pass, perm, play, twoPlayers } from '../kit.js';
import { card, cast, sorcery } from '../effects/spell.js';

const YOU = { group: { kind: 'players', who: 'you' } };

/** The effect vocabulary: oracle text in, effects out; anything else is reported, never guessed. */
describe('effect vocabulary', () => {
  it.each([
    [
      'Lightning Bolt deals 3 damage to any target.',
      'Lightning Bolt',
      ['any target'],
      [{ kind: 'damage', amount: 3, aim: { target: 0 } }],
    ],
    [
      'Shock deals 2 damage to target player or planeswalker.',
      'Shock',
      ['target player or planeswalker'],
      [{ kind: 'damage', amount: 2, aim: { target: 0 } }],
    ],
    ['Counter target noncreature spell.', 'Negate', ['target noncreature spell'], [{ kind: 'counter', target: 0 }]],
    ['Destroy target creature.', 'Murder', ['target creature'], [{ kind: 'destroy', aim: { target: 0 } }]],
    [
      'Target creature gets +3/+3 until end of turn.',
      'Giant Growth',
      ['target creature'],
      [{ kind: 'pump', change: { modify: { power: 3, toughness: 3 } }, aim: { target: 0 } }],
    ],
    [
      'You gain 3 life. Draw a card.',
      'Revitalize',
      [],
      [
        { kind: 'life', amount: 3, gain: true, aim: YOU },
        { kind: 'draw', amount: 1, aim: YOU },
      ],
    ],
    [
      'Target player loses two life.',
      'Drain',
      ['target player'],
      [{ kind: 'life', amount: 2, gain: false, aim: { target: 0 } }],
    ],
    [
      'Destroy target nonblack creature an opponent controls. Draw a card.',
      'Doom',
      ['target nonblack creature an opponent controls'],
      [
        { kind: 'destroy', aim: { target: 0 } },
        { kind: 'draw', amount: 1, aim: YOU },
      ],
    ],
    [
      'Each opponent loses 2 life and you gain 2 life.',
      'Drain All',
      [],
      [
        { kind: 'life', amount: 2, gain: false, aim: { group: { kind: 'players', who: 'opponents' } } },
        { kind: 'life', amount: 2, gain: true, aim: YOU },
      ],
    ],
  ])('%s', (text, name, targets, effects) => {
    const parsed = parseCardText(text, name, true);
    expect(parsed.notUnderstood).toEqual([]);
    expect(parsed.abilities).toEqual([{ kind: 'spell', targets: targets.map(t => readTarget(t)), effects }]);
  });

  it('reads mana abilities, restrictions and untargeted triggers on permanents', () => {
    const parsed = parseCardText(
      "{T}: Add {R} or {G}. Wall of Wood can't attack. When this creature dies, you gain 2 life.",
      'Wall of Wood',
      false,
    );
    expect(parsed.notUnderstood).toEqual([]);
    expect(parsed.abilities).toEqual([
      { kind: 'mana', produces: ['R', 'G'] },
      { kind: 'restriction', restriction: 'cantAttack' },
      {
        kind: 'triggered',
        trigger: { kind: 'dies' },
        targets: [],
        effects: [{ kind: 'life', amount: 2, gain: true, aim: YOU }],
      },
    ]);
  });

  it('reports what it does not understand, with offsets into the text', () => {
    const text = 'Flying. Draw a card. Venture into the dungeon.';
    const parsed = parseCardText(text, 'Oracle', true);
    expect(parsed.notUnderstood.map(s => text.slice(s.start, s.end))).toEqual(['Flying', 'Venture into the dungeon']);
    expect(parsed.abilities).toEqual([
      { kind: 'spell', targets: [], effects: [{ kind: 'draw', amount: 1, aim: YOU }] },
    ]);
  });

  it('refuses absurd amounts instead of building them', () => {
    expect(parseCardText('Zap deals 99999999999 damage to any target.', 'Zap', true).notUnderstood).toHaveLength(1);
  });

  it("reads the card's own name as text, whatever its length or characters (never as a regular expression)", () => {
    const enters = [
      {
        kind: 'triggered',
        trigger: { kind: 'enters' },
        targets: [],
        effects: [{ kind: 'life', amount: 2, gain: true, aim: YOU }],
      },
    ];
    const long = 'a'.repeat(40_000); // past V8's limit for a regular expression's source
    expect(parseCardText(`When ${long} enters, you gain 2 life.`, long, false).abilities).toEqual(enters);
    expect(
      parseCardText('When Grizzly (Bears)* enters, you gain 2 life.', 'Grizzly (Bears)*', false).abilities,
    ).toEqual(enters);
    expect(parseCardText('When İnn enters, you gain 2 life.', 'İnn', false).abilities).toEqual(enters);
    // Only whole words: "Bearsx" is not "Bears".
    expect(parseCardText('When Bearsx enters, you gain 2 life.', 'Bears', false).notUnderstood).toHaveLength(1);
  });
});

describe('"it" after a trigger that names the object', () => {
  it('"When ~ enters, it deals 1 damage to any target": "it" is the object', () => {
    const parsed = parseCardText('When Spark Imp enters, it deals 1 damage to any target.', 'Spark Imp', false);
    expect(parsed.notUnderstood).toEqual([]);
    expect(parsed.abilities[0]).toMatchObject({ kind: 'triggered', effects: [{ kind: 'damage', amount: 1 }] });
  });
});

describe('"it", "that permanent", "its controller" in any position: what the opening names (CR 603.2, 603.3d)', () => {
  const effects = (text: string) => {
    const parsed = parseCardText(text, 'Test Flash', false);
    expect(parsed.notUnderstood, text).toEqual([]);
    return (parsed.abilities[0] as { effects: unknown }).effects;
  };
  const unread = (text: string) => expect(parseCardText(text, 'Test Flash', false).notUnderstood, text).toHaveLength(1);

  it("603.2: after an opening about another permanent, it is the trigger event's object, for any verb", () => {
    expect(effects('Whenever a creature enters, Test Flash deals 2 damage to it.')).toEqual([
      { kind: 'damage', amount: 2, aim: { event: 'object' } },
    ]);
    expect(effects('Whenever a creature with flying attacks, it loses flying until end of turn.')).toEqual([
      { kind: 'pump', change: { loseKeywords: ['flying'] }, aim: { event: 'object' } },
    ]);
    expect(
      effects(
        "Whenever another permanent you control becomes the target of a spell or ability an opponent controls, you may return that permanent to its owner's hand.",
      ),
    ).toEqual([{ kind: 'optional', effects: [{ kind: 'return', aim: { event: 'object' }, to: 'hand' }] }]);
  });

  it('603.2: after an opening about ~, it is ~; after an intervening "if" too (603.4)', () => {
    expect(effects("Whenever Test Flash attacks, it doesn't untap during its controller's next untap step.")).toEqual([
      { kind: 'skipUntap', aim: { self: true } },
    ]);
    expect(effects('When Test Flash enters, if it was kicked, it deals 2 damage to target creature.')).toEqual([
      { kind: 'damage', amount: 2, aim: { target: 0 } },
    ]);
    expect(effects('At the beginning of your upkeep, sacrifice Test Flash and it deals 3 damage to you.')).toEqual([
      { kind: 'sacrifice', aim: { self: true }, amount: 1 },
      { kind: 'damage', amount: 3, aim: YOU },
    ]);
  });

  it('603.2: "it" after an instruction about "that creature" is that creature; an Equipment\'s "attach it" is ~', () => {
    expect(
      effects(
        "Whenever Test Flash deals combat damage to a creature, tap that creature and it doesn't untap during its controller's next untap step.",
      ),
    ).toEqual([
      { kind: 'tap', aim: { event: 'object' }, untap: false },
      { kind: 'skipUntap', aim: { event: 'object' } },
    ]);
    expect(effects('When Test Flash enters, attach it to target creature you control.')).toEqual([
      { kind: 'attach', target: 0 },
    ]);
    expect(effects('{R}: Test Flash gets +1/+0 until end of turn and deals 1 damage to you.')).toEqual([
      { kind: 'pump', change: { modify: { power: 1, toughness: 0 } }, aim: { self: true } },
      { kind: 'damage', amount: 1, aim: YOU },
    ]);
  });

  it('603.2, 603.4: "if it\'s a creature" after an opening about another permanent is about that permanent', () => {
    const parsed = parseCardText(
      'Whenever another permanent you control is turned face up, if it is a creature, put a +1/+1 counter on it.',
      'Test Flash',
      false,
    );
    expect(parsed.notUnderstood).toEqual([]);
    expect(parsed.abilities[0]).toMatchObject({
      condition: { kind: 'self', filter: { types: ['Creature'] }, event: true },
      effects: [{ kind: 'putCounters', aim: { event: 'object' } }],
    });
  });

  it('603.2, 608.2b: "that creature deals damage equal to its power": the event\'s creature, or the object target before', () => {
    expect(effects('Whenever a creature enters, it deals damage equal to its power to any target.')).toEqual([
      {
        kind: 'counted',
        count: { kind: 'stat', stat: 'power', of: 'subject' },
        per: 1,
        effects: [{ kind: 'damage', amount: 'X', aim: { target: 0 }, from: { event: 'object' } }],
      },
    ]);
    const parsed = parseCardText(
      'Tap target creature. That creature deals damage equal to its power to its controller.',
      'Test Lash',
      true,
    );
    expect(parsed.notUnderstood).toEqual([]);
    expect((parsed.abilities[0] as { effects: unknown[] }).effects[1]).toEqual({
      kind: 'counted',
      count: { kind: 'stat', stat: 'power', of: 0 },
      per: 1,
      effects: [{ kind: 'damage', amount: 'X', aim: { earlierController: true }, from: { earlier: true } }],
    });
  });

  it('"it" names nothing after an opening about no object, or once an instruction about something else came first', () => {
    unread('At the beginning of your upkeep, untap it.');
    unread('At the beginning of each upkeep, if enchanted creature is untapped, tap it.');
    unread('Whenever a creature enters, draw a card, then tap it.');
    unread('Destroy it.');
  });

  it("603.2: \"each creature that player controls\" is the trigger event's player's; after a target player, that target's", () => {
    expect(
      effects(
        'Whenever Test Flash deals combat damage to a player, it deals 1 damage to each creature that player controls.',
      ),
    ).toEqual([
      {
        kind: 'damage',
        amount: 1,
        aim: { group: { kind: 'permanents', filter: { types: ['Creature'] }, ofEventPlayer: true } },
      },
    ]);
    expect(
      effects('{T}: Test Flash deals 1 damage to target player and 1 damage to each creature that player controls.'),
    ).toEqual([
      { kind: 'damage', amount: 1, aim: { target: 0 } },
      {
        kind: 'damage',
        amount: 1,
        aim: { group: { kind: 'permanents', filter: { types: ['Creature'] }, ofTarget: 0 } },
      },
    ]);
    // One phrase for both: dealt at once (608.2f), "that player" the target's.
    expect(
      parseCardText(
        'Test Flash deals 3 damage to target player and each creature that player controls.',
        'Test Flash',
        true,
      ).abilities[0],
    ).toMatchObject({
      effects: [
        {
          kind: 'damage',
          amount: 3,
          aim: {
            both: [{ target: 0 }, { group: { kind: 'permanents', filter: { types: ['Creature'] }, ofTarget: 0 } }],
          },
        },
      ],
    });
    // A spell has no trigger event: no "that player" to be about.
    expect(parseCardText('Destroy each creature that player controls.', 'Test Flash', true).notUnderstood).toHaveLength(
      1,
    );
  });
});

describe("a card's shortened name (CR 201.5c)", () => {
  it('201.5c: "Test Vexa" in the text of "Test Vexa, Ember Warden" is the card itself; a name without a comma has no short form', () => {
    const parsed = parseCardText(
      'When Test Vexa enters, Test Vexa deals 1 damage to any target.',
      'Test Vexa, Ember Warden',
      false,
    );
    expect(parsed.notUnderstood).toEqual([]);
    expect(parsed.abilities[0]).toMatchObject({
      kind: 'triggered',
      trigger: { kind: 'enters' },
      effects: [{ kind: 'damage', amount: 1 }],
    });
    expect(
      parseCardText('When Test Vexa enters, you gain 1 life.', 'Test Vexa Ember Warden', false).notUnderstood,
    ).toHaveLength(1);
  });
});

describe('subtypes in descriptors (capitalised, as rules text writes them)', () => {
  it('reads "target Goblin", "a Forest", "Elves you control"', () => {
    expect(readTarget('target Goblin')?.object?.filter).toEqual({ subtypes: ['Goblin'] });
    expect(readTarget('target Wizard creature an opponent controls')?.object?.filter).toEqual({
      types: ['Creature'],
      subtypes: ['Wizard'],
      controller: 'opponent',
    });
    const elves = parseCardText('Elves you control get +1/+1 until end of turn.', 'Elf Rally', true);
    expect(elves.notUnderstood).toEqual([]);
    expect(elves.abilities[0]).toMatchObject({
      effects: [{ aim: { group: { kind: 'permanents', filter: { subtypes: ['Elf'], controller: 'you' } } } }],
    });
    // A lower-case unknown word is not a subtype.
    expect(readTarget('target wibble')).toBeUndefined();
  });

  it('reads "creature or Vehicle" as either one, and "Vampire or Wizard creature" as a creature of either subtype', () => {
    expect(readTarget('target creature or Vehicle')?.object?.filter).toEqual({
      anyOf: [{ types: ['Creature'] }, { subtypes: ['Vehicle'] }],
    });
    expect(readTarget('target Vampire or Wizard creature')?.object?.filter).toEqual({
      types: ['Creature'],
      subtypes: ['Vampire', 'Wizard'],
    });
  });

  it('names a plural subtype in the singular, whatever its plural ("Allies", "Sphinxes", "Zombies")', () => {
    const plurals = {
      Allies: 'Ally',
      Mercenaries: 'Mercenary',
      Zombies: 'Zombie',
      Faeries: 'Faerie',
      Sphinxes: 'Sphinx',
      Octopuses: 'Octopus',
      Wolves: 'Wolf',
      Oxen: 'Ox',
      Fungus: 'Fungus',
      Cyclops: 'Cyclops',
      Plains: 'Plains',
      Goblins: 'Goblin',
    };
    for (const [plural, one] of Object.entries(plurals))
      expect(parseCardText(`Destroy all ${plural}.`, 'Test Sweep', true).abilities[0]).toMatchObject({
        effects: [{ aim: { group: { filter: { subtypes: [one] } } } }],
      });
  });

  it('takes no describing word for a subtype: "Enchanted creatures you control" is not read as a subtype', () => {
    const read = parseCardText('Enchanted creatures you control have shroud.', 'Test Ward', false);
    expect(read.notUnderstood.map(s => s.text)).toEqual(['Enchanted creatures you control have shroud']);
  });
});

describe('ability words (CR 207.2c)', () => {
  it('"Spell mastery — …" is read without its ability word; "Choose one —" is not one', () => {
    const parsed = parseCardText('Fateful hour — When Test Rune enters, you gain 2 life.', 'Test Rune', false);
    expect(parsed.notUnderstood).toEqual([]);
    expect(parsed.abilities[0]).toMatchObject({ kind: 'triggered', trigger: { kind: 'enters' } });
    expect(
      parseCardText('Choose one —\n• Draw a card.\n• You gain 2 life.', 'Test Choice', true).abilities[0],
    ).toMatchObject({ modes: { min: 1, max: 1 } });
  });
});

describe('a mode of several sentences (CR 700.2)', () => {
  it('700.2: "• Target opponent reveals their hand. You choose … from it. That player discards that card." is one instruction', () => {
    const parsed = parseCardText(
      'Choose one —\n• Draw a card.\n• Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.',
      'Test Charm',
      true,
    );
    expect(parsed.notUnderstood).toEqual([]);
    expect(parsed.abilities[0]).toMatchObject({
      modes: { options: [{ effects: [{ kind: 'draw' }] }, { effects: [{ kind: 'handPick', fate: 'discard' }] }] },
    });
  });
});

describe('names and the older order in permanent phrases (CR 201.2)', () => {
  it('"creatures with defender you control" is "creatures you control with defender"; "named …" is one name', () => {
    expect(readPermanents('creatures with defender you control')).toEqual(
      readPermanents('creatures you control with defender'),
    );
    expect(readPermanents('creature you control named ~')).toEqual({
      types: ['Creature'],
      name: '~',
      controller: 'you',
    });
    // Several names are several phrases, which one filter isn't.
    expect(readPermanents('Equipment named Test Sword, Test Shield, and Test Helm')).toBeUndefined();
  });

  it('"~ gets +1/+1 for each other creature you control named ~": the others with its name', () => {
    const wolf = card({
      name: 'Test Packwolf',
      cost: '{0}',
      type: 'Creature — Wolf',
      power: 2,
      toughness: 2,
      text: 'Test Packwolf gets +1/+1 for each other creature you control named Test Packwolf.',
    });
    const s = twoPlayers(
      { battlefield: [{ def: wolf, id: 'a' }, { def: wolf }, { def: C.bears }] },
      { battlefield: [{ def: wolf }] },
    );
    expect(power(s, 'a')).toBe(3);
  });
});

describe('"with …" in descriptors', () => {
  it('reads a quality written before whose the permanent is, and "of the chosen type" (607.2d)', () => {
    expect(readTarget('target creature with power 4 or greater an opponent controls')?.object?.filter).toEqual({
      types: ['Creature'],
      controller: 'opponent',
      stat: { kind: 'power', atLeast: 4 },
    });
    expect(readTarget('target creature of the chosen type your opponents control')?.object?.filter).toEqual({
      types: ['Creature'],
      controller: 'opponent',
      chosen: 'creatureType',
    });
    expect(readTarget("target permanent that's the chosen color")?.object?.filter).toEqual({ chosen: 'color' });
  });

  it('reads "with power 3 or less", "with toughness 4 or greater", "with mana value 2 or less", "with flying"', () => {
    expect(readTarget('target creature with power 3 or less')?.object?.filter).toEqual({
      types: ['Creature'],
      stat: { kind: 'power', atMost: 3 },
    });
    expect(readTarget('target creature with toughness 4 or greater')?.object?.filter).toEqual({
      types: ['Creature'],
      stat: { kind: 'toughness', atLeast: 4 },
    });
    expect(readTarget('target creature an opponent controls with mana value 2 or less')?.object?.filter).toEqual({
      types: ['Creature'],
      controller: 'opponent',
      stat: { kind: 'manaValue', atMost: 2 },
    });
    expect(readTarget('target creature with mana value 2 or less')?.object?.filter).toEqual({
      types: ['Creature'],
      stat: { kind: 'manaValue', atMost: 2 },
    });
    expect(readTarget('target creature with flying')?.object?.filter).toEqual({
      types: ['Creature'],
      keyword: 'flying',
    });
    expect(readTarget('target creature with wibble')).toBeUndefined();
  });
});

describe('"its" after an opening about another object (CR 603.2)', () => {
  it('"its toughness" and "each other creature" there are the event\'s object\'s, which no count reads: not understood', () => {
    for (const text of [
      'Whenever a creature enters the battlefield under your control, target player gains life equal to its toughness.',
      'Whenever equipped creature attacks, it gets +1/+1 until end of turn for each other creature you control.',
    ])
      expect(parseCardText(text, 'Test Idol', false).notUnderstood, text).toHaveLength(1);
    // About the source itself, or "each other player": read; "equal to its toughness" before any target is the event's
    // object's ("that creature's", \`effects/counts.test.ts\`).
    for (const text of [
      'At the beginning of your upkeep, Test Idol deals 2 damage to each other creature you control.',
      'Whenever a creature you control dies, each other player sacrifices a creature.',
      'Whenever you cast a Spirit spell, each other creature you control gets +1/+1 until end of turn.',
      'Whenever a creature enters the battlefield under your control, you gain life equal to its toughness.',
      // "Where X is its power" with no object targeted: the event's object's too.
      'When enchanted creature dies, target player loses X life, where X is its power.',
    ])
      expect(parseCardText(text, 'Test Idol', false).notUnderstood, text).toEqual([]);
  });
});

describe('where the reader stopped in a sentence it does not understand', () => {
  const stops = (text: string, isSpell = false) =>
    parseCardText(text, 'Test Seer', isSpell).notUnderstood.map(s => [s.text, s.stoppedAt]);

  it('names the first words after what it read: a trigger, a cost, the first instructions', () => {
    expect(stops('When Test Seer enters, frobnicate a widget.')).toEqual([
      ['When Test Seer enters, frobnicate a widget', 'frobnicate a widget'],
    ]);
    expect(stops('{2}, {T}: Frobnicate target creature.')).toEqual([
      ['{2}, {T}: Frobnicate target creature', 'Frobnicate target creature'],
    ]);
    expect(stops('When Test Seer enters, draw a card unless you frobnicate a widget.')).toEqual([
      ['When Test Seer enters, draw a card unless you frobnicate a widget', 'unless you frobnicate a …'],
    ]);
    expect(stops('Draw two cards, then frobnicate Test Seer.', true)).toEqual([
      ['Draw two cards, then frobnicate Test Seer', 'then frobnicate Test Seer'],
    ]);
  });

  it('names nothing when none of the sentence was read: an opening or cost it does not know, a sentence of its own', () => {
    expect(stops('Whenever a widget is frobnicated, draw a card.')).toEqual([
      ['Whenever a widget is frobnicated, draw a card', undefined],
    ]);
    expect(stops('Frobnicate a widget: Draw a card.')).toEqual([['Frobnicate a widget: Draw a card', undefined]]);
    expect(stops('Frobnicate a widget.', true)).toEqual([['Frobnicate a widget', undefined]]);
  });

  it('says it in the warning', () => {
    const built = buildCard({
      name: 'Test Seer',
      types: ['Creature'],
      subtypes: ['Human'],
      power: 1,
      toughness: 1,
      text: 'When Test Seer enters, draw a card unless you frobnicate a widget.',
    });
    expect(built.problems.map(p => p.message)).toEqual([
      'understood only up to "unless you frobnicate a …": this ability will be ignored',
    ]);
    expect(built.def.unmodelled).toEqual([
      {
        kind: 'text',
        text: 'When Test Seer enters, draw a card unless you frobnicate a widget',
        stoppedAt: 'unless you frobnicate a …',
      },
    ]);
  });
});

describe('instructions about an object that has left the battlefield (CR 400.7, 400.7e)', () => {
  it('"when ~ dies, tap it" is not understood: only what moves a card finds the new object in the graveyard', () => {
    for (const text of [
      'When Test Ghoul dies, put a +1/+1 counter on it.',
      'When Test Ghoul dies, tap Test Ghoul.',
      "When Test Ghoul is put into exile from the battlefield, shuffle it into its owner's library.",
      'When Test Ghoul is put into exile from the battlefield, exile it.',
      'Whenever another creature dies, tap that creature.',
      'Whenever another creature dies, tap it.',
    ])
      expect(parseCardText(text, 'Test Ghoul', false).notUnderstood, text).toHaveLength(1);
    // 400.7e: an ability that triggers on a move to a public zone finds the new object there.
    for (const text of [
      "When Test Ghoul dies, return Test Ghoul to its owner's hand.",
      "When Test Ghoul dies, return it to its owner's hand.",
      // 400.7e: exiled from the graveyard it went to (test/effects/exile.test.ts).
      'When Test Ghoul dies, exile it.',
      'When Test Ghoul dies, you may exile it. If you do, you gain 5 life.',
      'Whenever another creature dies, Test Ghoul gets +1/+1 until end of turn.',
      'When Test Ghoul dies, exile it.',
      'When Test Ghoul dies, you may exile it. If you do, you gain 5 life.',
      "When Test Ghoul is put into a graveyard from anywhere, shuffle it into its owner's library.",
      "When Test Ghoul dies, put it on the bottom of its owner's library.",
      "Whenever another creature dies, return it to its owner's hand.",
    ])
      expect(parseCardText(text, 'Test Ghoul', false).notUnderstood, text).toEqual([]);
  });

  it('"destroy it" after an opening about another object is that object', () => {
    const read = parseCardText(
      'Whenever a creature attacks you or a planeswalker you control, tap it.',
      'Test Ghoul',
      false,
    );
    expect(read.notUnderstood).toEqual([]);
    expect(read.abilities[0]).toMatchObject({ effects: [{ kind: 'tap', aim: { event: 'object' } }] });
  });
});

describe('"that creature", "that player" after a target (608.2b)', () => {
  const spell = (text: string) => twoPlayersWith(card({ name: 'Test Rider', cost: '{0}', type: 'Sorcery', text }));
  const twoPlayersWith = (def: CardDef) =>
    twoPlayers(
      { hand: [{ def, id: 'rider' }], library: [{ def: C.island }] },
      { battlefield: [{ def: C.bears, id: 'bears' }], hand: [{ def: C.island }], library: [{ def: C.island }] },
    );

  it('"That player" after "target player" is that target: Bob discards and loses the life', () => {
    let s = spell('Target player discards a card. That player loses 2 life.');
    s = play(s, cast('Alice', 'rider', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([life(s, 'Bob'), s.players.find(p => p.id === 'Bob')!.hand.length]).toEqual([18, 0]);
  });

  it('"That creature" after "target creature" is that target, in a spell that has no trigger event', () => {
    let s = spell("Tap target creature. That creature doesn't untap during its controller's next untap step.");
    s = play(s, cast('Alice', 'rider', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect([perm(s, 'bears').tapped, perm(s, 'bears').skipsUntap]).toEqual([true, true]);
  });
});

describe('"that much", "that many": the amount of a trigger event that has one (CR 603.2)', () => {
  it('"whenever ~ is dealt damage, put that many +1/+1 counters on it" counts the damage dealt', () => {
    const hydra = defineCard({
      name: 'Test Hydra',
      cost: '{0}',
      type: 'Creature — Hydra',
      power: 1,
      toughness: 4,
      text: 'Whenever Test Hydra is dealt damage, put that many +1/+1 counters on Test Hydra.',
    });
    expect(hydra.notUnderstood).toEqual([]);
    let s = twoPlayers(
      { hand: [{ def: C.bolt, id: 'bolt' }], battlefield: [{ def: C.mountain }] },
      { battlefield: [{ def: hydra.def, id: 'hydra' }] },
    );
    s = play(s, cast('Alice', 'bolt', { object: 'hydra' }), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(perm(s, 'hydra').counters['+1/+1']).toBe(3);
  });

  it('a spell, an activated ability or a trigger without an amount has none: the sentence is not understood', () => {
    const texts = [
      'Target opponent loses 2 life. You gain that much life.',
      '{1}: You gain that much life.',
      'Whenever a creature enters the battlefield, draw that many cards.',
    ];
    for (const text of texts)
      expect(
        defineCard({
          name: 'Odd',
          cost: '{0}',
          type: /^\{/.test(text) || /^Whenever/.test(text) ? 'Artifact' : 'Sorcery',
          text,
        }).notUnderstood,
        text,
      ).toHaveLength(1);
  });
});

describe('a count inside quotes (CR 111.3)', () => {
  it("111.3: a token's quoted \"equal to its power\" is the token's own count, not the instruction's", () => {
    const drill = sorcery(
      'Test Drill',
      'Create a 3/1 red Soldier creature token with haste and "{T}: This creature deals damage equal to its power to any target."',
    );
    let s = play(
      twoPlayers({ hand: [{ def: drill, id: 'drill' }] }, {}),
      cast('Alice', 'drill'),
      pass('Alice'),
      pass('Bob'),
    );
    const tokens = s.battlefield.filter(id => s.objects[id]!.def.name === 'Soldier Token');
    expect(tokens).toHaveLength(1);
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: tokens[0]!, ability: 0, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Bob')).toBe(17);
  });
});

describe('"it" after a payment (CR 603.2)', () => {
  it('"when ~ enters, you may pay {1}. If you do, put a +1/+1 counter on it" — "it" is the object the opening names', () => {
    const cat = defineCard({
      name: 'Test Cat',
      cost: '{1}',
      type: 'Creature — Cat',
      power: 1,
      toughness: 1,
      text: 'When Test Cat enters the battlefield, you may pay {1}. If you do, put a +1/+1 counter on it.',
    });
    expect(cat.notUnderstood).toEqual([]);
    const lands = [{ def: C.forest }, { def: C.forest }];
    let s = twoPlayers({ hand: [{ def: cat.def, id: 'cat' }], battlefield: lands }, {});
    s = play(s, cast('Alice', 'cat'), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(perm(s, 'cat').counters['+1/+1']).toBe(1);
  });
});

describe('"otherwise" after "you may …. If you do, …" (CR 608.2d)', () => {
  const text = 'You may pay {1}. If you do, you gain 3 life. Otherwise, you lose 1 life.';

  it('is what happens when the choice was not made, and only after an "if you do"', () => {
    expect(parseCardText(text, 'Test Gamble', true).notUnderstood).toEqual([]);
    expect(parseCardText('Draw a card. Otherwise, you lose 1 life.', 'Test Gamble', true).notUnderstood).toHaveLength(
      1,
    );
    const gamble = defineCard({ name: 'Test Gamble', cost: '{0}', type: 'Sorcery', text }).def;
    const go = (lands: number) =>
      play(
        twoPlayers(
          {
            hand: [{ def: gamble, id: 'gamble' }],
            battlefield: Array.from({ length: lands }, () => ({ def: C.forest })),
          },
          {},
        ),
        cast('Alice', 'gamble'),
        pass('Alice'),
        pass('Bob'),
      );
    expect(life(go(1), 'Alice')).toBe(23);
    // 118.3: without mana to pay, nothing was paid — otherwise.
    expect(life(go(0), 'Alice')).toBe(19);
  });
});

describe('sentences and quoted abilities', () => {
  it('a quoted ability of two sentences is one sentence; a closing quote after a period ends one', () => {
    expect(sentences('Enchanted creature has "{T}: Draw a card. Then discard a card."').map(s => s.text)).toEqual([
      'Enchanted creature has "{T}: Draw a card. Then discard a card."',
    ]);
    const land =
      'Until end of turn, ~ becomes a 2/2 Elemental creature with "{X}: This creature gets +X/+0 until end of turn." It\'s still a land.';
    expect(sentences(land).map(s => s.text)).toEqual([
      'Until end of turn, ~ becomes a 2/2 Elemental creature with "{X}: This creature gets +X/+0 until end of turn."',
      "It's still a land",
    ]);
  });

  it('613.1f: a creature land "becomes a 2/2 … creature with \\"{X}: …\\"" gains the quoted ability until end of turn', () => {
    const reaches = defineCard({
      name: 'Test Reaches',
      type: 'Land',
      text: '{0}: Until end of turn, Test Reaches becomes a 2/2 black Elemental creature with "{X}: This creature gets +X/+0 until end of turn." It\'s still a land.',
    });
    expect(reaches.notUnderstood).toEqual([]);
    const [ability] = reaches.def.abilities;
    expect(ability).toMatchObject({
      kind: 'activated',
      effects: [
        { kind: 'pump', change: { setPT: { power: 2, toughness: 2 }, addAbilities: [{ kind: 'activated' }] } },
        { kind: 'still' },
      ],
    });
    const s = play(
      twoPlayers({ battlefield: [{ def: reaches.def, id: 'land' }] }, {}),
      { type: 'activate', player: 'Alice', source: 'land', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );
    expect(power(s, 'land')).toBe(2);
  });
});

describe('"that creature" with nothing to be about (CR 603.2)', () => {
  it('a spell or activated ability has no trigger event: "destroy that creature" with no target before it is not read', () => {
    const spell = defineCard({
      name: 'Test Odd',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Draw a card. Destroy that creature.',
    });
    expect(spell.notUnderstood.map(n => n.text)).toEqual(['Destroy that creature']);
    const revelry = defineCard({
      name: 'Test Revelry',
      cost: '{0}',
      type: 'Instant',
      text: "Destroy target artifact. Test Revelry deals 2 damage to that permanent's controller.",
    });
    expect(revelry.notUnderstood).toEqual([]);
  });
});
