import { describe, expect, it } from 'vitest';
import { defineCard, logEntries, power, toughness, type GameState } from '../../src/index.js';
import { C, attack, block, illegal, life, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

const created = (s: GameState): string[] =>
  logEntries(s)
    .filter(e => e.kind === 'create')
    .flatMap(e => e.objects ?? []);

describe('creating tokens (CR 111)', () => {
  it('111.1, 111.2, 111.4: "create two 2/2 green Wolf creature tokens with trample" — owned and controlled by the creator, named "Wolf Token", ids in the log', () => {
    const howl = sorcery('Test Howl', 'Create two 2/2 green Wolf creature tokens with trample.');
    let s = twoPlayers({ hand: [{ def: howl, id: 'spell' }] }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    const ids = created(s);
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      const obj = s.objects[id]!;
      expect([obj.token, obj.owner, perm(s, id).controller, obj.def.name]).toEqual([
        true,
        'Alice',
        'Alice',
        'Wolf Token',
      ]);
      expect([power(s, id), toughness(s, id), obj.def.colors, obj.def.subtypes, obj.def.keywords]).toEqual([
        2,
        2,
        ['G'],
        ['Wolf'],
        ['trample'],
      ]);
    }
  });

  it('111.1: token ids are deterministic — the same game makes the same ids', () => {
    const rally = sorcery('Test Muster', 'Create a 1/1 white Soldier creature token.');
    const run = () =>
      play(twoPlayers({ hand: [{ def: rally, id: 'spell' }] }, {}), cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(created(run())).toEqual(created(run()));
  });

  it('603.6a: a token enters the battlefield, so "when ~ enters" abilities of tokens and "enters" replacement effects see it', () => {
    const herald = card({
      name: 'Token Herald',
      cost: '{1}',
      type: 'Artifact',
      text: 'When Token Herald enters, create a 1/1 colorless Thopter artifact creature token with flying.',
    });
    let s = twoPlayers({ hand: [{ def: herald, id: 'herald' }], battlefield: [{ def: C.island }] }, {});
    s = play(s, cast('Alice', 'herald'), pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(1);
    s = play(s, pass('Alice'), pass('Bob'));
    const [thopter] = created(s);
    expect(s.objects[thopter!]!.def.types).toEqual(['Artifact', 'Creature']);
    expect(s.objects[thopter!]!.def.keywords).toEqual(['flying']);
  });

  it('704.5d: a token that dies goes to the graveyard (the zone change is logged), then ceases to exist', () => {
    const howl = sorcery('Test Call', 'Create a 1/1 black Zombie creature token.');
    const bolt = sorcery('Test Zap', 'Test Zap deals 1 damage to any target.');
    let s = twoPlayers(
      {
        hand: [
          { def: howl, id: 'spell' },
          { def: bolt, id: 'zap' },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    const [zombie] = created(s);
    s = play(s, cast('Alice', 'zap', { object: zombie! }), pass('Alice'), pass('Bob'));
    expect(zone(s, zombie!)).toBeUndefined();
    expect(s.players[0]!.graveyard).not.toContain(zombie);
    const events = logEntries(s);
    expect(events.some(e => e.kind === 'zoneChange' && e.objects?.[0] === zombie && e.to === 'graveyard')).toBe(true);
    expect(events.find(e => e.rule === '704.5d')?.objects).toEqual([zombie]);
  });
});

describe('several kinds of token in one instruction, tapped and named tokens (CR 111.1, 111.4)', () => {
  it('111.1: "a 1/1 … Snake …, a 2/2 … Wolf …, and a 3/3 … Elephant …" are created together, as one event', () => {
    const menagerie = sorcery(
      'Test Menagerie',
      'Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token.',
    );
    const s = play(
      twoPlayers({ hand: [{ def: menagerie, id: 'spell' }] }, {}),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    const events = logEntries(s).filter(e => e.kind === 'create');
    expect(events).toHaveLength(1);
    expect(events[0]!.text).toBe('Alice creates a Snake Token, a Wolf Token and an Elephant Token.');
    expect(created(s).map(id => [s.objects[id]!.def.name, power(s, id), toughness(s, id)])).toEqual([
      ['Snake Token', 1, 1],
      ['Wolf Token', 2, 2],
      ['Elephant Token', 3, 3],
    ]);
  });

  it('111.3: "a 1/2 … with deathtouch and a 2/1 … with lifelink": each kind keeps its own keywords', () => {
    const larva = card({
      name: 'Test Larva',
      cost: '{4}',
      type: 'Creature — Phyrexian Wurm',
      power: 4,
      toughness: 4,
      text: 'When Test Larva dies, create a 1/2 black Phyrexian Wurm artifact creature token with deathtouch and a 2/1 black Phyrexian Wurm artifact creature token with lifelink.',
    });
    const zap = sorcery('Test Zap', 'Test Zap deals 4 damage to any target.');
    let s = twoPlayers({ battlefield: [{ def: larva, id: 'larva' }], hand: [{ def: zap, id: 'zap' }] }, {});
    s = play(s, cast('Alice', 'zap', { object: 'larva' }), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(created(s).map(id => [power(s, id), toughness(s, id), s.objects[id]!.def.keywords])).toEqual([
      [1, 2, ['deathtouch']],
      [2, 1, ['lifelink']],
    ]);
  });

  it('111.4: "a legendary 5/5 … token named Test Returned" has that name and supertype; the older "put … onto the battlefield tapped" enters tapped', () => {
    const heir = sorcery(
      'Test Heir',
      'Put a legendary 5/5 colorless Goblin Golem artifact creature token named Test Returned onto the battlefield.',
    );
    const raise = sorcery('Test Raise', 'You put a 2/2 black Zombie creature token onto the battlefield tapped.');
    const tapped = sorcery('Test Muster', 'Create a tapped 1/1 white Soldier creature token and a Treasure token.');
    let s = twoPlayers(
      {
        hand: [
          { def: heir, id: 'heir' },
          { def: raise, id: 'raise' },
          { def: tapped, id: 'muster' },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'heir'), pass('Alice'), pass('Bob'));
    const [golem] = created(s);
    expect([s.objects[golem!]!.def.name, s.objects[golem!]!.def.supertypes, perm(s, golem!).tapped]).toEqual([
      'Test Returned',
      ['Legendary'],
      false,
    ]);
    s = play(s, cast('Alice', 'raise'), pass('Alice'), pass('Bob'));
    expect(perm(s, created(s).at(-1)!).tapped).toBe(true);
    s = play(s, cast('Alice', 'muster'), pass('Alice'), pass('Bob'));
    expect(
      created(s)
        .slice(-2)
        .map(id => [s.objects[id]!.def.name, perm(s, id).tapped]),
    ).toEqual([
      ['Soldier Token', true],
      ['Treasure Token', false],
    ]);
  });
});

describe('tokens with abilities in quotes (CR 111.3)', () => {
  it(`111.3: "with toxic 1 and "This creature can't block."" — a keyword and a quoted ability become the token's own`, () => {
    const swarm = sorcery(
      'Test Swarm',
      'Create a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1 and "This creature can\'t block."',
    );
    let s = twoPlayers({ hand: [{ def: swarm, id: 'spell' }] }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    const def = s.objects[created(s)[0]!]!.def;
    expect([def.name, def.keywords, def.abilities]).toEqual([
      'Phyrexian Mite Token',
      ['toxic 1'],
      [{ kind: 'restriction', restriction: 'cantBlock' }],
    ]);
  });

  it('605.3b: "Sacrifice this creature: Add {C}." doesn\'t tap — a summoning-sick token can be sacrificed for mana', () => {
    const spawn = sorcery(
      'Test Brood',
      'Create a 0/1 colorless Eldrazi Spawn creature token with "Sacrifice this creature: Add {C}."',
    );
    let s = twoPlayers({ hand: [{ def: spawn, id: 'spell' }] }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    const [token] = created(s);
    s = play(s, { type: 'activateMana', player: 'Alice', source: token! });
    expect(s.players[0]!.manaPool.C).toBe(1);
    expect(zone(s, token!)).toBeUndefined();
  });

  it('111.3: "… tokens. They have "…"" — the next sentence gives the tokens just described their ability; "it" for one, "they" for more', () => {
    const hatch = sorcery(
      'Test Hatch',
      'Create two 1/1 colorless Eldrazi Larva creature tokens. They have "Sacrifice this creature: Add {R}."',
    );
    let s = twoPlayers({ hand: [{ def: hatch, id: 'spell' }] }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    const [first, second] = created(s);
    expect(s.objects[second!]!.def.abilities).toEqual([expect.objectContaining({ kind: 'mana', produces: ['R'] })]);
    s = play(s, { type: 'activateMana', player: 'Alice', source: first! });
    expect([s.players[0]!.manaPool.R, zone(s, first!), zone(s, second!)]).toEqual([1, undefined, 'battlefield']);
    const mismatched = defineCard({
      name: 'Odd',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Create two 1/1 colorless Eldrazi Larva creature tokens. It has "Sacrifice this creature: Add {R}."',
    });
    expect(mismatched.notUnderstood).toHaveLength(1);
    const alone = defineCard({
      name: 'Odd',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Draw a card. It has "Sacrifice this creature: Add {R}."',
    });
    expect(alone.notUnderstood).toHaveLength(1);
  });
});

describe('predefined tokens (CR 111.10)', () => {
  const maker = (text: string) => sorcery('Test Maker', text);

  it('111.10a: a Treasure is sacrificed for one mana of any color, at once (605.3b); paying a cost never sacrifices it unasked', () => {
    let s = twoPlayers(
      {
        hand: [
          { def: maker('You create a Treasure token.'), id: 'spell' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    const [treasure] = created(s);
    expect(s.objects[treasure!]!.def.name).toBe('Treasure Token');
    // Grizzly Bears costs {1}{G}: one Treasure isn't enough, and it isn't used by the automatic payment anyway.
    expect(illegal(s, cast('Alice', 'bears'), '601.2h').code).toBe('cost/insufficient-mana');
    s = play(s, { type: 'activateMana', player: 'Alice', source: treasure!, mana: 'G' });
    expect(s.players[0]!.manaPool.G).toBe(1);
    expect(logEntries(s).some(e => e.kind === 'sacrifice' && e.rule === '701.21a')).toBe(true);
    expect(zone(s, treasure!)).toBeUndefined(); // sacrificed, then gone (704.5d) as Alice receives priority again (117.3c)
    expect(s.priority).toBe('Alice');
  });

  it('111.3: a noncreature token written out (a colorless Treasure artifact token with an ability in quotes) has no power and toughness', () => {
    let s = twoPlayers(
      {
        hand: [
          {
            def: maker(
              'Create a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Add one mana of any color."',
            ),
            id: 'spell',
          },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    const [treasure] = created(s);
    const def = s.objects[treasure!]!.def;
    expect([def.types, def.subtypes, def.power, def.colors]).toEqual([['Artifact'], ['Treasure'], undefined, []]);
    s = play(s, { type: 'activateMana', player: 'Alice', source: treasure!, mana: 'R' });
    expect([s.players[0]!.manaPool.R, zone(s, treasure!)]).toEqual([1, undefined]);
  });

  it('111.3: a token that is a creature has power and toughness, and one that has them is a creature', () => {
    expect(
      defineCard({
        name: 'X',
        cost: '{0}',
        type: 'Sorcery',
        text: 'Create a colorless Thopter artifact creature token.',
      }).notUnderstood,
    ).toHaveLength(1);
    expect(
      defineCard({ name: 'X', cost: '{0}', type: 'Sorcery', text: 'Create a 1/1 colorless Thopter artifact token.' })
        .notUnderstood,
    ).toHaveLength(1);
  });

  it('111.10f: a Clue — "{2}, sacrifice it: draw a card"; investigate creates one (701.16a)', () => {
    let s = twoPlayers(
      {
        hand: [{ def: maker('Investigate.'), id: 'spell' }],
        battlefield: [{ def: C.island }, { def: C.island }],
        library: [{ def: C.bears, id: 'drawn' }],
      },
      {},
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    const [clue] = created(s);
    s = play(s, { type: 'activate', player: 'Alice', source: clue!, ability: 0 }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'drawn')).toBe('hand');
    expect(zone(s, clue!)).toBeUndefined();
  });

  it('111.10b: a Food — "{2}, {T}, sacrifice it: gain 3 life"', () => {
    let s = twoPlayers(
      {
        hand: [{ def: maker('Create two Food tokens.'), id: 'spell' }],
        battlefield: [{ def: C.forest }, { def: C.forest }],
      },
      {},
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    const [food, other] = created(s);
    s = play(s, { type: 'activate', player: 'Alice', source: food!, ability: 0 }, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(23);
    expect(zone(s, other!)).toBe('battlefield');
  });

  it('605.3b: a mana ability that also deals damage — "{T}: Add {R}. ~ deals 1 damage to you" — does both at once', () => {
    const painful = card({
      name: 'Test Pain Land',
      type: 'Land',
      text: '{T}: Add {C}.\n{T}: Add {R}. Test Pain Land deals 1 damage to you.',
    });
    let s = twoPlayers({ battlefield: [{ def: painful, id: 'land' }] }, {});
    const colorless = play(s, { type: 'activateMana', player: 'Alice', source: 'land', mana: 'C' });
    expect(life(colorless, 'Alice')).toBe(20);
    s = play(s, { type: 'activateMana', player: 'Alice', source: 'land', mana: 'R' });
    expect([s.players[0]!.manaPool.R, life(s, 'Alice')]).toEqual([1, 19]);
  });

  it('702.108a: "create a 1/1 white Monk creature token with prowess" — the token has the trigger prowess stands for', () => {
    const monks = sorcery('Test Monastery Call', 'Create a 1/1 white Monk creature token with prowess.');
    let s = twoPlayers(
      {
        hand: [
          { def: monks, id: 'spell' },
          { def: C.bolt, id: 'bolt' },
        ],
        battlefield: [{ def: C.mountain }],
      },
      {},
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    const [monk] = created(s);
    expect(s.objects[monk!]!.def.keywords).toEqual(['prowess']);
    // "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
    s = play(s, cast('Alice', 'bolt', { player: 'Bob' }));
    expect(s.stack).toHaveLength(2);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([power(s, monk!), toughness(s, monk!)]).toEqual([2, 2]);
  });

  it('702.108a, 613.1f: a keyword that stands for abilities isn\'t read as granted: "gains prowess" is not understood', () => {
    const made = defineCard({
      name: 'Test Inner Fire',
      cost: '{R}',
      type: 'Instant',
      text: 'Target creature gains prowess until end of turn.',
    });
    expect(made.notUnderstood.map(n => n.text)).toEqual(['Target creature gains prowess until end of turn']);
  });
});

describe('tokens put onto the battlefield attacking (CR 508.4)', () => {
  const captain = card({
    name: 'Test Captain',
    cost: '{0}',
    type: 'Creature — Human Knight',
    power: 3,
    toughness: 4,
    text: 'Whenever Test Captain attacks, create two 1/1 white Soldier creature tokens that are tapped and attacking.',
  });

  it('508.4: the tokens attack what the creature whose attack made them attacks; they were never declared (no trigger)', () => {
    let s = twoPlayers({ battlefield: [{ def: captain, id: 'captain' }] }, {}, { step: 'declareAttackers' });
    s = play(s, attack('Alice', ['captain', 'Bob']), pass('Alice'), pass('Bob'));
    expect(s.combat?.attackers.map(a => a.target)).toEqual([{ player: 'Bob' }, { player: 'Bob' }, { player: 'Bob' }]);
    const tokens = s.combat!.attackers.slice(1).map(a => a.id);
    expect(tokens.every(id => perm(s, id).tapped)).toBe(true);
    s = play(s, pass('Alice'), pass('Bob'), block('Bob'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(15);
  });

  it('508.4: made outside combat, a token "that\'s attacking" is just on the battlefield', () => {
    const call = sorcery('Test Call', "Create a 1/1 white Soldier creature token that's attacking.");
    const s = play(
      twoPlayers({ hand: [{ def: call, id: 'call' }] }, {}),
      cast('Alice', 'call'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.combat).toBeUndefined();
    expect(s.battlefield).toHaveLength(1);
  });
});
