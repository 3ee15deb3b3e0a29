import { describe, expect, it } from 'vitest';
import { colorsOf, defineCard, formatManaCost, logEntries, manaOptions, parseManaCost } from '../../src/index.js';
import { C, goTo, illegal, pass, play, twoPlayers, zone } from '../kit.js';

describe('two-color hybrid mana (CR 107.4e)', () => {
  const hybrid = defineCard({
    name: 'Test Hybrid',
    cost: '{1}{R/G}{R/G}',
    type: 'Creature — Elf Warrior',
    power: 3,
    toughness: 3,
  });

  it('107.4e: {R/G} is read, written back, and the card is both red and green (202.2)', () => {
    expect(hybrid.problems).toEqual([]);
    const cost = parseManaCost('{1}{R/G}{R/G}');
    expect(cost.ok && formatManaCost(cost.cost)).toBe('{1}{R/G}{R/G}');
    expect(colorsOf(hybrid.def)).toEqual(['R', 'G']);
  });

  it('107.4e: each hybrid symbol is paid with either of its colors', () => {
    const s0 = twoPlayers(
      {
        hand: [{ def: hybrid.def, id: 'elf' }],
        battlefield: [{ def: C.mountain }, { def: C.forest }, { def: C.island }],
      },
      {},
    );
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'elf' }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'elf')).toBe('battlefield');
  });

  it("601.2h: two Islands and a Mountain can't pay {R/G}{R/G}", () => {
    const s0 = twoPlayers(
      {
        hand: [{ def: hybrid.def, id: 'elf' }],
        battlefield: [{ def: C.mountain }, { def: C.island }, { def: C.island }],
      },
      {},
    );
    expect(illegal(s0, { type: 'cast', player: 'Alice', card: 'elf' }, '601.2h').message).toContain('{R/G} is missing');
  });
});

describe('mana abilities that make several mana, or cost more than {T} (CR 605.1a, 605.3b)', () => {
  const signet = defineCard({ name: 'Test Signet', cost: '{2}', type: 'Artifact', text: '{1}, {T}: Add {R}{W}.' });
  const hedron = defineCard({ name: 'Test Hedron', cost: '{6}', type: 'Artifact', text: '{T}: Add {C}{C}{C}.' });
  const druid = defineCard({
    name: 'Test Archdruid',
    cost: '{1}{G}{G}',
    type: 'Creature — Elf Druid',
    power: 2,
    toughness: 2,
    text: '{T}: Add {G} for each Elf you control.',
  });
  const prism = defineCard({
    name: 'Test Prism',
    cost: '{2}',
    type: 'Artifact',
    text: '{1}, {T}: Add one mana of any color.',
  });
  const pool = (s: ReturnType<typeof twoPlayers>) => s.players[0]!.manaPool;

  it('106.1a: "two mana of different colors": the two named, not two of one color', () => {
    const vessel = defineCard({
      name: 'Test Vessel',
      cost: '{4}',
      type: 'Artifact',
      text: '{T}: Add two mana of different colors.',
    });
    expect(vessel.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ battlefield: [{ def: vessel.def, id: 'vessel' }] }, {});
    const s = play(s0, { type: 'activateMana', player: 'Alice', source: 'vessel', yields: ['U', 'R'] });
    expect([pool(s).U, pool(s).R]).toEqual([1, 1]);
    illegal(s0, { type: 'activateMana', player: 'Alice', source: 'vessel', yields: ['G', 'G'] }, '106.3');
  });

  it('"X mana of any one color, where X is the number of Elves on the battlefield": X of the color named', () => {
    const channeler = defineCard({
      name: 'Test Channeler',
      cost: '{3}{G}',
      type: 'Creature — Elf Mystic',
      power: 2,
      toughness: 2,
      text: '{T}: Add X mana of any one color, where X is the number of Elves on the battlefield.',
    });
    expect(channeler.notUnderstood).toEqual([]);
    const elf = { def: defineCard({ name: 'Test Elf', type: 'Creature — Elf', power: 1, toughness: 1 }).def };
    const s0 = twoPlayers({ battlefield: [{ def: channeler.def, id: 'ch' }, elf] }, { battlefield: [elf] });
    const s = play(s0, { type: 'activateMana', player: 'Alice', source: 'ch', mana: 'B' });
    expect(pool(s).B).toBe(3);
  });

  it('602.5: "Activate only if you control five or more lands" — refused with four lands, made with five', () => {
    const temple = defineCard({
      name: 'Test Temple',
      type: 'Land',
      text: '{T}: Add {C}{C}. Activate only if you control five or more lands.',
    });
    expect(temple.notUnderstood).toEqual([]);
    const lands = (n: number) => Array.from({ length: n }, () => ({ def: C.forest }));
    const four = twoPlayers({ battlefield: [{ def: temple.def, id: 'temple' }, ...lands(3)] }, {});
    expect(illegal(four, { type: 'activateMana', player: 'Alice', source: 'temple' }, '602.5').code).toBe(
      'activate/restricted',
    );
    const five = play(twoPlayers({ battlefield: [{ def: temple.def, id: 'temple' }, ...lands(4)] }, {}), {
      type: 'activateMana',
      player: 'Alice',
      source: 'temple',
    });
    expect(pool(five).C).toBe(2);
  });

  it('605.3b: the cost is paid (a land tapped for {1}), then both mana are added at once', () => {
    expect(signet.notUnderstood).toEqual([]);
    const s = play(
      twoPlayers(
        {
          battlefield: [
            { def: signet.def, id: 'signet' },
            { def: C.island, id: 'island' },
          ],
        },
        {},
      ),
      { type: 'activateMana', player: 'Alice', source: 'signet' },
    );
    expect(pool(s)).toMatchObject({ R: 1, W: 1, U: 0 });
    expect(s.permanents.island!.tapped).toBe(true);
    expect(s.permanents.signet!.tapped).toBe(true);
  });

  it("601.2h: without mana for its {1}, the ability can't be activated and nothing changes", () => {
    const s0 = twoPlayers({ battlefield: [{ def: signet.def, id: 'signet' }] }, {});
    illegal(s0, { type: 'activateMana', player: 'Alice', source: 'signet' }, '601.2h');
  });

  it('"{T}: Add {C}{C}{C}" adds three; the mana left over stays in the pool after a cost is paid (106.4)', () => {
    let s = play(
      twoPlayers(
        {
          battlefield: [{ def: hedron.def, id: 'hedron' }],
          hand: [
            { def: C.bears, id: 'bears' },
            { def: signet.def, id: 'signet' },
          ],
        },
        {},
      ),
      { type: 'activateMana', player: 'Alice', source: 'hedron' },
    );
    expect(pool(s).C).toBe(3);
    illegal(s, { type: 'cast', player: 'Alice', card: 'bears' }, '601.2h');
    s = play(s, { type: 'cast', player: 'Alice', card: 'signet' });
    expect(pool(s).C).toBe(1);
  });

  it('608.2h: "for each Elf you control" counts the Elves as the ability resolves', () => {
    expect(druid.notUnderstood).toEqual([]);
    const elf = defineCard({ name: 'Test Elf', cost: '{G}', type: 'Creature — Elf', power: 1, toughness: 1 }).def;
    const s = play(
      twoPlayers(
        { battlefield: [{ def: druid.def, id: 'druid' }, { def: elf }, { def: elf }] },
        { battlefield: [{ def: elf }] },
      ),
      { type: 'activateMana', player: 'Alice', source: 'druid' },
    );
    expect(pool(s).G).toBe(3);
  });

  it("106.3: a mana ability that makes {R}{W} can't be asked for {G}", () => {
    const s0 = twoPlayers({ battlefield: [{ def: signet.def, id: 'signet' }, { def: C.island }] }, {});
    illegal(s0, { type: 'activateMana', player: 'Alice', source: 'signet', mana: 'G' }, '106.3');
  });

  it('"{1}, {T}: Add one mana of any color" pays its {1} and makes the color asked for', () => {
    expect(prism.notUnderstood).toEqual([]);
    const s = play(twoPlayers({ battlefield: [{ def: prism.def, id: 'prism' }, { def: C.island }] }, {}), {
      type: 'activateMana',
      player: 'Alice',
      source: 'prism',
      mana: 'B',
    });
    expect(pool(s)).toMatchObject({ B: 1, U: 0 });
  });
});

describe('"Activate only once each turn" on a mana ability (CR 602.5b, 605.3)', () => {
  // 602.5b: "If an activated ability has a restriction on its use (for example, "Activate only once each turn"), the
  // restriction continues to apply to that object even if its controller changes."
  const font = defineCard({
    name: 'Test Font',
    cost: '{2}',
    type: 'Artifact',
    text: '{1}: Add {R}{R}. Activate only once each turn.',
  });

  it('602.5b: it is activated once, and a second time the same turn is illegal, citing the restriction', () => {
    expect(font.notUnderstood).toEqual([]);
    let s = twoPlayers(
      {
        battlefield: [{ def: font.def, id: 'font' }, { def: C.island }, { def: C.island }],
      },
      {},
    );
    s = play(s, { type: 'activateMana', player: 'Alice', source: 'font' });
    expect(s.players[0]!.manaPool).toMatchObject({ R: 2 });
    const v = illegal(s, { type: 'activateMana', player: 'Alice', source: 'font' }, '602.5b');
    expect(v.message).toContain(
      "Alice can't activate Test Font's mana ability: it can be activated only once each turn",
    );
  });

  it("602.5b: it isn't used by the automatic payment of a cost, which would spend its one activation unasked", () => {
    const s = twoPlayers({ battlefield: [{ def: font.def, id: 'font' }], hand: [{ def: C.bolt, id: 'bolt' }] }, {});
    expect(manaOptions(s, 'font')).toEqual(['R']);
    illegal(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] }, '601.2h');
  });

  it('602.5b: the next turn it can be activated again', () => {
    let s = twoPlayers({ battlefield: [{ def: font.def, id: 'font' }, { def: C.island }, { def: C.island }] }, {});
    s = play(s, { type: 'activateMana', player: 'Alice', source: 'font' });
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Bob');
    s = play(s, pass('Bob'), { type: 'activateMana', player: 'Alice', source: 'font' });
    expect(s.players[0]!.manaPool).toMatchObject({ R: 2 });
  });
});

describe('mana abilities as the layers make them (CR 605.1a, 613.1f)', () => {
  const card = (spec: Parameters<typeof defineCard>[0]) => {
    const made = defineCard(spec);
    expect(made.notUnderstood).toEqual([]);
    return made.def;
  };
  const blank = card({
    name: 'Test Blankness',
    cost: '{0}',
    type: 'Enchantment — Aura',
    keywords: ['enchant creature'],
    text: 'Enchanted creature loses all abilities.',
  });
  const dryad = card({ name: 'Test Grove Dryad', type: 'Land Creature — Forest Dryad', power: 1, toughness: 1 });
  const bolt = { def: C.bolt, id: 'bolt' };
  const blanked = (id: string, def: typeof dryad) =>
    play(
      twoPlayers({ hand: [{ def: blank, id: 'blank' }, bolt], battlefield: [{ def, id }] }, {}),
      { type: 'cast', player: 'Alice', card: 'blank', targets: [{ object: id }] },
      pass('Alice'),
      pass('Bob'),
    );

  it("613.1f: a creature that loses all abilities loses its printed mana ability: it can't be tapped for mana, by choice or to pay", () => {
    const s = blanked('elves', C.elves);
    expect(manaOptions(s, 'elves')).toEqual([]);
    expect(illegal(s, { type: 'activateMana', player: 'Alice', source: 'elves', mana: 'G' }, '605.3a').code).toBe(
      'mana/no-mana-ability',
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] }, '601.2h');
  });

  it('305.6, 613.1f: a land creature that loses all abilities loses the intrinsic mana ability of its basic land type', () => {
    const before = twoPlayers({ battlefield: [{ def: dryad, id: 'dryad' }] }, {});
    expect(manaOptions(before, 'dryad')).toEqual(['G']);
    const s = blanked('dryad', dryad);
    expect(manaOptions(s, 'dryad')).toEqual([]);
    illegal(s, { type: 'activateMana', player: 'Alice', source: 'dryad', mana: 'G' }, '605.3a');
  });
});

describe('mana abilities that make one of several sets of mana (CR 106.1b, 605.3b)', () => {
  const filter = defineCard({
    name: 'Test Filter Spring',
    type: 'Land',
    text: '{T}: Add {C}.\n{W/B}, {T}: Add {W}{W}, {W}{B}, or {B}{B}.',
  });
  const lotus = defineCard({
    name: 'Test Gilded Bloom',
    cost: '{5}',
    type: 'Artifact',
    text: '{T}: Add three mana of any one color.',
  });
  const altar = defineCard({
    name: 'Test Mixed Altar',
    cost: '{3}',
    type: 'Artifact',
    text: '{T}: Add two mana in any combination of colors.',
  });
  const pool = (s: ReturnType<typeof twoPlayers>) => s.players[0]!.manaPool;

  it('106.1b: "{W}{W}, {W}{B}, or {B}{B}" makes the set named, all at once, after its hybrid cost is paid', () => {
    expect(filter.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: filter.def, id: 'spring' },
          { def: C.plains, id: 'plains' },
        ],
      },
      {},
    );
    const s = play(s0, { type: 'activateMana', player: 'Alice', source: 'spring', ability: 1, yields: ['B', 'W'] });
    expect(pool(s)).toMatchObject({ W: 1, B: 1, C: 0 });
    expect(s.permanents.plains!.tapped).toBe(true);
    // Without a set named, the first it offers, said in the log.
    const first = play(s0, { type: 'activateMana', player: 'Alice', source: 'spring', ability: 1 });
    expect(pool(first)).toMatchObject({ W: 2, B: 0 });
    expect(
      illegal(s0, { type: 'activateMana', player: 'Alice', source: 'spring', ability: 1, yields: ['U', 'U'] }, '106.3')
        .code,
    ).toBe('mana/wrong-color');
  });

  it('106.1b: "three mana of any one color" makes three of the one color named, never one of each', () => {
    expect(lotus.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ battlefield: [{ def: lotus.def, id: 'lotus' }] }, {});
    expect(pool(play(s0, { type: 'activateMana', player: 'Alice', source: 'lotus', yields: ['G', 'G', 'G'] })).G).toBe(
      3,
    );
    illegal(s0, { type: 'activateMana', player: 'Alice', source: 'lotus', yields: ['G', 'G', 'R'] }, '106.3');
    // Not used by the automatic payment of a cost, which taps a source for one mana (601.2g).
    const bears = twoPlayers({ battlefield: [{ def: lotus.def }], hand: [{ def: C.bears, id: 'bears' }] }, {});
    illegal(bears, { type: 'cast', player: 'Alice', card: 'bears' }, '601.2h');
  });

  it('106.1b: "two mana in any combination of colors" makes any two colored mana', () => {
    expect(altar.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ battlefield: [{ def: altar.def, id: 'altar' }] }, {});
    expect(
      pool(play(s0, { type: 'activateMana', player: 'Alice', source: 'altar', yields: ['U', 'R'] })),
    ).toMatchObject({
      U: 1,
      R: 1,
    });
    illegal(s0, { type: 'activateMana', player: 'Alice', source: 'altar', yields: ['C', 'R'] }, '106.3');
  });
});

// CR 605.1b: a triggered ability that triggers from a mana ability and adds mana is a mana ability; 605.4a: it
// resolves right after the mana ability that triggered it, without the stack.
describe('triggered mana abilities (CR 605.1b, 605.4a, 106.12a)', () => {
  const growth = defineCard({
    name: 'Test Wild Bounty',
    cost: '{G}',
    type: 'Enchantment — Aura',
    keywords: ['enchant land'],
    text: 'Whenever enchanted land is tapped for mana, its controller adds an additional {G}.',
  });
  const ghast = defineCard({
    name: 'Test Swamp Ghast',
    cost: '{3}{B}',
    type: 'Creature — Spirit',
    power: 2,
    toughness: 2,
    text: 'Whenever you tap a Swamp for mana, add an additional {B}.',
  });
  const pool = (s: ReturnType<typeof twoPlayers>, who = 0) => s.players[who]!.manaPool;

  it("605.4a: the enchanted land tapped for mana makes one more {G} at once, in its controller's pool", () => {
    expect(growth.notUnderstood).toEqual([]);
    let s = twoPlayers(
      {
        hand: [{ def: growth.def, id: 'aura' }],
        battlefield: [
          { def: C.forest, id: 'f1' },
          { def: C.forest, id: 'f2' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'aura', targets: [{ object: 'f2' }], payWith: ['f1'] },
      pass('Alice'),
      pass('Bob'),
    );
    const tapped = play(s, { type: 'activateMana', player: 'Alice', source: 'f2' });
    expect(pool(tapped).G).toBe(2);
    expect(tapped.stack).toHaveLength(0);
  });

  it('106.12a: a land tapped by the automatic payment of a cost triggers it too; the mana left stays in the pool', () => {
    const rat = defineCard({ name: 'Test Rat', cost: '{B}', type: 'Creature — Rat', power: 1, toughness: 1 });
    const s0 = twoPlayers(
      { battlefield: [{ def: ghast.def }, { def: C.swamp, id: 'swamp' }], hand: [{ def: rat.def, id: 'rat' }] },
      {},
    );
    expect(ghast.notUnderstood).toEqual([]);
    expect(pool(play(s0, { type: 'activateMana', player: 'Alice', source: 'swamp' })).B).toBe(2);
    const cast = play(s0, { type: 'cast', player: 'Alice', card: 'rat' });
    expect(cast.permanents.swamp!.tapped).toBe(true);
    expect(pool(cast).B).toBe(1);
    // Bob's Swamps don't add to anyone's pool: the ability watches its controller's.
    const bobs = twoPlayers(
      { battlefield: [{ def: ghast.def }] },
      { battlefield: [{ def: C.swamp, id: 'his' }] },
      { activePlayer: 'Bob' },
    );
    const his = play(bobs, { type: 'activateMana', player: 'Bob', source: 'his' });
    expect(pool(his, 1).B).toBe(1);
    expect(pool(his, 0).B).toBe(0);
  });
});

describe('"one mana of any type that land produced" (CR 605.1b, 106.12a)', () => {
  const flare = defineCard({
    name: 'Test Mana Surge',
    cost: '{2}{R}',
    type: 'Enchantment',
    text: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.',
  });

  it("605.4a: each player's land tapped for mana makes one more of the same type, in that player's pool", () => {
    expect(flare.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { battlefield: [{ def: flare.def }, { def: C.island, id: 'island' }] },
      { battlefield: [{ def: C.mountain, id: 'mountain' }] },
    );
    const mine = play(s0, { type: 'activateMana', player: 'Alice', source: 'island' });
    expect(mine.players[0]!.manaPool.U).toBe(2);
    const bobs = play(
      twoPlayers(
        { battlefield: [{ def: flare.def }] },
        { battlefield: [{ def: C.mountain, id: 'mountain' }] },
        { activePlayer: 'Bob' },
      ),
      { type: 'activateMana', player: 'Bob', source: 'mountain' },
    );
    expect(bobs.players[1]!.manaPool.R).toBe(2);
    expect(bobs.players[0]!.manaPool.R).toBe(0);
  });
});

// CR 106.6: "Some spells or abilities that produce mana restrict how that mana can be spent."
describe('mana that may be spent only on some spells (CR 106.6)', () => {
  const ziggurat = defineCard({
    name: 'Test Beast Altar',
    type: 'Land',
    text: '{T}: Add one mana of any color. Spend this mana only to cast a creature spell.',
  });
  const growth = defineCard({
    name: 'Test Growth',
    cost: '{G}',
    type: 'Instant',
    text: 'Target creature gets +1/+1 until end of turn.',
  });
  const elf = defineCard({ name: 'Test Elf', cost: '{G}', type: 'Creature — Elf', power: 1, toughness: 1 });

  it('106.6: the mana pays for a creature spell, and stays in the pool, apart, until then', () => {
    expect(ziggurat.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: ziggurat.def, id: 'altar' },
          { def: C.bears, id: 'bears' },
        ],
        hand: [
          { def: elf.def, id: 'elf' },
          { def: growth.def, id: 'growth' },
        ],
      },
      {},
    );
    const tapped = play(s0, { type: 'activateMana', player: 'Alice', source: 'altar', mana: 'G' });
    expect(tapped.players[0]!.restrictedMana).toHaveLength(1);
    // Not for an instant: refused for what the mana may be spent on.
    const v = illegal(
      tapped,
      { type: 'cast', player: 'Alice', card: 'growth', targets: [{ object: 'bears' }] },
      '106.6',
    );
    expect(v.code).toBe('mana/restricted');
    const cast = play(tapped, { type: 'cast', player: 'Alice', card: 'elf' });
    expect(cast.players[0]!.restrictedMana).toBeUndefined();
    expect(cast.stack).toHaveLength(1);
  });

  it('106.6: "… or activate abilities of artifacts": it pays an artifact\'s ability, not a creature\'s', () => {
    // Like Vedalken Engineer.
    const engineer = defineCard({
      name: 'Test Engineer',
      type: 'Land',
      text: '{T}: Add two mana of any one color. Spend this mana only to cast artifact spells or activate abilities of artifacts.',
    });
    expect(engineer.notUnderstood).toEqual([]);
    const cannon = defineCard({
      name: 'Test Cannon',
      cost: '{3}',
      type: 'Artifact',
      text: '{2}: Test Cannon deals 1 damage to any target.',
    });
    const shaman = defineCard({
      name: 'Test Shaman',
      cost: '{R}',
      type: 'Creature — Human Shaman',
      power: 1,
      toughness: 1,
      text: '{2}: Test Shaman deals 1 damage to any target.',
    });
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: engineer.def, id: 'engineer' },
          { def: cannon.def, id: 'cannon' },
          { def: shaman.def, id: 'shaman' },
        ],
      },
      {},
    );
    const tapped = play(s0, { type: 'activateMana', player: 'Alice', source: 'engineer', yields: ['R', 'R'] });
    expect(tapped.players[0]!.restrictedMana?.map(r => r.mana)).toEqual(['R', 'R']);
    illegal(
      tapped,
      { type: 'activate', player: 'Alice', source: 'shaman', ability: 0, targets: [{ player: 'Bob' }] },
      '106.6',
    );
    const shot = play(
      tapped,
      { type: 'activate', player: 'Alice', source: 'cannon', ability: 0, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(shot.players[1]!.life).toBe(19);
    expect(shot.players[0]!.restrictedMana).toBeUndefined();
  });

  it('106.6: never tapped by the automatic payment of a cost; unspent, it empties with the pool (500.5)', () => {
    const s0 = twoPlayers(
      { battlefield: [{ def: ziggurat.def, id: 'altar' }], hand: [{ def: elf.def, id: 'elf' }] },
      {},
    );
    illegal(s0, { type: 'cast', player: 'Alice', card: 'elf' }, '601.2h');
    const tapped = play(s0, { type: 'activateMana', player: 'Alice', source: 'altar', mana: 'G' });
    const later = goTo(tapped, 'beginningOfCombat');
    expect(later.players[0]!.restrictedMana).toBeUndefined();
  });
});

describe('"whenever a Forest is tapped for mana", "one mana of the chosen color" (CR 605.1b, 106.12a, 607.2d)', () => {
  const bloom = defineCard({
    name: 'Test Bloom',
    cost: '{3}{G}',
    type: 'Enchantment',
    text: 'Whenever a Forest is tapped for mana, its controller adds an additional {G}.',
  });
  const sprawl = defineCard({
    name: 'Test Sprawl',
    cost: '{G}',
    type: 'Enchantment — Aura',
    keywords: ['enchant forest'],
    text: 'As Test Sprawl enters the battlefield, choose a color.\nWhenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color.',
  });

  it("605.4a: anyone's Forest makes one more {G}, in its controller's pool", () => {
    expect(bloom.notUnderstood).toEqual([]);
    const s = play(
      twoPlayers(
        { battlefield: [{ def: bloom.def }] },
        { battlefield: [{ def: C.forest, id: 'his' }] },
        { activePlayer: 'Bob' },
      ),
      { type: 'activateMana', player: 'Bob', source: 'his' },
    );
    expect([s.players[1]!.manaPool.G, s.players[0]!.manaPool.G]).toEqual([2, 0]);
  });

  it('607.2d: the enchanted Forest makes one more mana of the color chosen as the Aura entered', () => {
    expect(sprawl.notUnderstood).toEqual([]);
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.forest, id: 'f' },
          { def: sprawl.def, id: 'aura', attachedTo: 'f', chosen: { kind: 'color', color: 'U' } },
        ],
      },
      {},
    );
    const tapped = play(s, { type: 'activateMana', player: 'Alice', source: 'f' });
    expect([tapped.players[0]!.manaPool.G, tapped.players[0]!.manaPool.U]).toEqual([1, 1]);
  });
});

// 607.2d: "Add one mana of the chosen color" means the color chosen as its source entered.
describe('"{T}: Add one mana of the chosen color" (CR 607.2d, 106.1a)', () => {
  // Like Coldsteel Heart.
  const heart = defineCard({
    name: 'Test Heart',
    cost: '{2}',
    type: 'Snow Artifact',
    text: 'Test Heart enters the battlefield tapped.\nAs Test Heart enters the battlefield, choose a color.\n{T}: Add one mana of the chosen color.',
  });
  const withHeart = (color?: 'U' | 'R') =>
    twoPlayers(
      {
        battlefield: [{ def: heart.def, id: 'heart', ...(color ? { chosen: { kind: 'color' as const, color } } : {}) }],
        hand: [{ def: C.bolt, id: 'bolt' }],
      },
      {},
    );

  it('607.2d: it makes the chosen color, and pays for a spell of that color by itself', () => {
    expect(heart.notUnderstood).toEqual([]);
    const s = play(withHeart('R'), { type: 'activateMana', player: 'Alice', source: 'heart' });
    expect(s.players[0]!.manaPool.R).toBe(1);
    illegal(withHeart('R'), { type: 'activateMana', player: 'Alice', source: 'heart', mana: 'U' }, '106.3');
    const cast = play(withHeart('R'), { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    expect(cast.stack).toHaveLength(1);
  });

  it('not another color, and none before a color was chosen', () => {
    illegal(withHeart('U'), { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] }, '601.2h');
    illegal(withHeart(), { type: 'activateMana', player: 'Alice', source: 'heart' }, '605.3a');
  });
});

describe('"an additional one mana of any color" (CR 605.1b, 106.1a, 106.12a)', () => {
  const ground = defineCard({
    name: 'Test Ground',
    cost: '{1}{G}',
    type: 'Enchantment — Aura',
    keywords: ['enchant land'],
    text: 'Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.',
  });
  const s0 = () =>
    twoPlayers(
      {
        battlefield: [
          { def: C.forest, id: 'f' },
          { def: ground.def, id: 'aura', attachedTo: 'f' },
        ],
      },
      {},
    );
  const pool = (s: ReturnType<typeof twoPlayers>) => s.players[0]!.manaPool;

  it('106.1a: the color is named after the land\'s own mana ("for {G}{U}"); by default, the color the land made', () => {
    expect(ground.notUnderstood).toEqual([]);
    const named = play(s0(), { type: 'activateMana', player: 'Alice', source: 'f', yields: ['G', 'U'] });
    expect([pool(named).G, pool(named).U]).toEqual([1, 1]);
    const byDefault = play(s0(), { type: 'activateMana', player: 'Alice', source: 'f' });
    expect(pool(byDefault).G).toBe(2);
    expect(logEntries(byDefault).some(e => e.defaulted)).toBe(true);
    illegal(s0(), { type: 'activateMana', player: 'Alice', source: 'f', yields: ['G', 'C'] }, '106.1a');
  });
});
