import { describe, expect, it } from 'vitest';
import { defineCard, logEntries } from '../../../src/index.js';
import { C, assign, life, pass, perm, play, poison, texts, twoPlayers, zone } from '../../kit.js';
import { blocked, next } from './fixtures.js';

/** Keyword abilities in combat damage (CR 702) and the results of damage (CR 120.3, 704.5). */

describe('first strike and double strike (CR 510.4, 702.4, 702.7)', () => {
  it('seed: a 2/2 first strike blocker kills a 2/2 attacker before it deals damage', () => {
    let s = blocked(
      [{ def: C.bears, id: 'bears' }],
      [{ def: C.whiteKnight, id: 'knight' }],
      [['bears', 'Bob']],
      [['knight', 'bears']],
    );
    s = next(s);
    expect(s.step).toBe('firstStrikeDamage');
    expect(zone(s, 'bears')).toBe('graveyard');
    s = next(s);
    expect(perm(s, 'knight').damage).toBe(0);
    expect(texts(s).filter(t => t.startsWith('Grizzly Bears deals'))).toEqual([]);
  });

  // BUG (turn.ts `skipped`, 'noAttackers'): with the only attacker dead after first strike, the second combat
  // damage step is skipped; CR 702.7b says the phase gets a second combat damage step (508.8 is about declaring).
  it('702.7b: after the first-strike step "the phase gets a second combat damage step", even with no attacker left', () => {
    let s = blocked(
      [{ def: C.bears, id: 'bears' }],
      [{ def: C.whiteKnight, id: 'knight' }],
      [['bears', 'Bob']],
      [['knight', 'bears']],
    );
    s = next(next(s));
    expect(s.step).toBe('combatDamage');
  });

  it('510.4: without first or double strike there is only one combat damage step', () => {
    let s = blocked(
      [{ def: C.bears, id: 'bears' }],
      [{ def: C.ogre, id: 'ogre' }],
      [['bears', 'Bob']],
      [['ogre', 'bears']],
    );
    s = next(s);
    expect(s.step).toBe('combatDamage');
    expect(texts(s).some(t => t.includes('first strike damage step begins'))).toBe(false);
  });

  it('702.7b: an unblocked first striker deals damage in the first step and "doesn\'t deal damage again" in the second', () => {
    let s = blocked([{ def: C.whiteKnight, id: 'knight' }], [], [['knight', 'Bob']], []);
    s = next(s);
    expect(s.step).toBe('firstStrikeDamage');
    expect(life(s, 'Bob')).toBe(18);
    s = next(s);
    expect(s.step).toBe('combatDamage');
    expect(life(s, 'Bob')).toBe(18);
  });

  it("702.7b: creatures without first strike deal their damage in the second step, alongside the first striker's opponents", () => {
    let s = blocked(
      [
        { def: C.whiteKnight, id: 'knight' },
        { def: C.hillGiant, id: 'giant' },
      ],
      [],
      [
        ['knight', 'Bob'],
        ['giant', 'Bob'],
      ],
      [],
    );
    s = next(s);
    expect(life(s, 'Bob')).toBe(18);
    s = next(s);
    expect(life(s, 'Bob')).toBe(15);
  });

  it('702.4b: double strike deals damage in both combat damage steps', () => {
    let s = blocked([{ def: C.fencingAce, id: 'ace' }], [], [['ace', 'Bob']], []);
    s = next(s);
    expect(s.step).toBe('firstStrikeDamage');
    expect(life(s, 'Bob')).toBe(19);
    s = next(s);
    expect(life(s, 'Bob')).toBe(18);
  });

  it('702.4b: a 1/1 double striker blocked by a 2/2: 1 + 1 damage kills it, and the 2/2 strikes back in the second step', () => {
    let s = blocked(
      [{ def: C.fencingAce, id: 'ace' }],
      [{ def: C.bears, id: 'bears' }],
      [['ace', 'Bob']],
      [['bears', 'ace']],
    );
    s = next(s);
    expect(perm(s, 'bears').damage).toBe(1);
    expect(perm(s, 'ace').damage).toBe(0);
    s = next(s);
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(zone(s, 'ace')).toBe('graveyard');
  });

  it('510.4: a creature destroyed in the first-strike step deals no damage in the second', () => {
    let s = blocked(
      [{ def: C.whiteKnight, id: 'knight' }],
      [{ def: C.ogre, id: 'ogre' }],
      [['knight', 'Bob']],
      [['ogre', 'knight']],
    );
    s = next(next(s));
    expect(zone(s, 'ogre')).toBe('graveyard');
    expect(perm(s, 'knight').damage).toBe(0);
  });
});

describe('first strike meets trample, lifelink and divisions', () => {
  const doubleTrampler = defineCard({
    name: 'Twin-Horn Charger',
    cost: '{2}{R}{G}',
    type: 'Creature — Beast',
    power: 2,
    toughness: 2,
    keywords: ['double strike', 'trample'],
  }).def;
  const doubleStriker = defineCard({
    name: 'Twin Blade',
    cost: '{2}{R}',
    type: 'Creature — Human',
    power: 2,
    toughness: 2,
    keywords: ['double strike'],
  }).def;
  const doubleLifelink = defineCard({
    name: 'Twin Leech',
    cost: '{2}{B}',
    type: 'Creature — Vampire',
    power: 2,
    toughness: 2,
    keywords: ['double strike', 'lifelink'],
  }).def;

  it('702.19d: a double striker with trample kills its blocker first, then all its regular damage goes to Bob', () => {
    let s = blocked(
      [{ def: doubleTrampler, id: 'charger' }],
      [{ def: C.bears, id: 'bears' }],
      [['charger', 'Bob']],
      [['bears', 'charger']],
    );
    s = next(s);
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(life(s, 'Bob')).toBe(20);
    s = next(s);
    expect(life(s, 'Bob')).toBe(18);
  });

  it('510.1c: a double striker without trample whose blocker died in the first step deals no regular damage', () => {
    let s = blocked(
      [{ def: doubleStriker, id: 'blade' }],
      [{ def: C.bears, id: 'bears' }],
      [['blade', 'Bob']],
      [['bears', 'blade']],
    );
    s = next(next(s));
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(life(s, 'Bob')).toBe(20);
    expect(perm(s, 'blade').damage).toBe(0);
  });

  it('702.15b: a double striker with lifelink gains life in each combat damage step', () => {
    let s = blocked([{ def: doubleLifelink, id: 'leech' }], [], [['leech', 'Bob']], []);
    s = next(s);
    expect(life(s, 'Alice')).toBe(22);
    s = next(s);
    expect(life(s, 'Alice')).toBe(24);
    expect(life(s, 'Bob')).toBe(16);
  });

  it("510.1c: the regular step's division may be chosen in the first-strike step, after first-strike damage", () => {
    let s = blocked(
      [{ def: C.vineTrampler, id: 'trampler' }],
      [
        { def: C.whiteKnight, id: 'knight' },
        { def: C.bears, id: 'bears' },
      ],
      [['trampler', 'Bob']],
      [
        ['knight', 'trampler'],
        ['bears', 'trampler'],
      ],
    );
    s = next(s);
    expect(s.step).toBe('firstStrikeDamage');
    expect(perm(s, 'trampler').damage).toBe(2);
    s = play(
      s,
      assign(
        'Alice',
        ['trampler', { object: 'knight' }, 2],
        ['trampler', { object: 'bears' }, 2],
        ['trampler', 'Bob', 1],
      ),
    );
    s = next(s);
    expect(zone(s, 'knight')).toBe('graveyard');
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(life(s, 'Bob')).toBe(19);
    expect(perm(s, 'trampler').damage).toBe(4); // the Knight dealt no damage again (510.4)
  });
});

describe('trample, deathtouch, lifelink (CR 702.19, 702.2, 702.15)', () => {
  it('702.2b: any damage from a deathtouch source destroys the creature (704.5h)', () => {
    let s = blocked(
      [{ def: C.typhoidRats, id: 'rats' }],
      [{ def: C.crawWurm, id: 'wurm' }],
      [['rats', 'Bob']],
      [['wurm', 'rats']],
    );
    s = next(s);
    expect(zone(s, 'wurm')).toBe('graveyard');
    expect(zone(s, 'rats')).toBe('graveyard');
    expect(texts(s)).toContain(
      "Craw Wurm was dealt damage by a source with deathtouch, so it is put into its owner's graveyard.",
    );
  });

  it('702.19a: trample "has no effect when a creature with trample is blocking"', () => {
    let s = blocked(
      [{ def: C.hillGiant, id: 'giant' }],
      [{ def: C.vineTrampler, id: 'trampler' }],
      [['giant', 'Bob']],
      [['trampler', 'giant']],
    );
    s = next(s);
    expect(zone(s, 'giant')).toBe('graveyard');
    expect(life(s, 'Alice')).toBe(20);
  });

  it('702.15b: lifelink: an unblocked Child of Night gains Alice as much life as the damage it deals', () => {
    let s = blocked([{ def: C.childOfNight, id: 'child' }], [], [['child', 'Bob']], []);
    s = next(s);
    expect(life(s, 'Bob')).toBe(18);
    expect(life(s, 'Alice')).toBe(22);
  });

  it("702.15b: lifelink works for damage to creatures, too — and for a blocker's controller", () => {
    let s = blocked(
      [
        { def: C.childOfNight, id: 'child' },
        { def: C.bears, id: 'bears' },
      ],
      [
        { def: C.spider, id: 'spider' },
        { def: C.childOfNight, id: 'bobChild' },
      ],
      [
        ['child', 'Bob'],
        ['bears', 'Bob'],
      ],
      [
        ['spider', 'child'],
        ['bobChild', 'bears'],
      ],
    );
    s = next(s);
    expect(life(s, 'Alice')).toBe(22);
    expect(life(s, 'Bob')).toBe(22);
  });
});

describe('lifelink damage to several recipients at once is one life-gain event (CR 119.9, 702.15e)', () => {
  // "If multiple sources with lifelink deal damage at the same time, they cause separate life gain events": one
  // source dealing damage to several at once causes one, and "whenever you gain life" triggers once.
  const trampler = defineCard({
    name: 'Test Lifelink Trampler',
    cost: '{3}{W}',
    type: 'Creature — Beast',
    power: 5,
    toughness: 5,
    keywords: ['trample', 'lifelink'],
  }).def;
  const chalice = defineCard({
    name: 'Test Chalice',
    cost: '{1}',
    type: 'Artifact',
    text: 'Whenever you gain life, each opponent loses 1 life.',
  }).def;
  const gained = (s: ReturnType<typeof next>) =>
    logEntries(s).filter(e => e.kind === 'life' && e.players?.[0] === 'Alice' && (e.amount ?? 0) > 0);

  it('702.19b, 702.15b: a trampler with lifelink dealing damage to its blocker and the player gains 5 life once', () => {
    let s = blocked(
      [
        { def: trampler, id: 'trampler' },
        { def: chalice, id: 'chalice' },
      ],
      [{ def: C.bears, id: 'bears' }],
      [['trampler', 'Bob']],
      [['bears', 'trampler']],
    );
    s = next(s);
    expect(life(s, 'Bob')).toBe(17);
    expect(gained(s).map(e => e.amount)).toEqual([5]);
    expect(s.stack.map(i => i.trigger)).toEqual(['gainLife']);
    expect(life(s, 'Alice')).toBe(25);
  });

  it('702.15e: two lifelink attackers are two sources, two life-gain events', () => {
    let s = blocked(
      [
        { def: C.childOfNight, id: 'child1' },
        { def: C.childOfNight, id: 'child2' },
        { def: chalice, id: 'chalice' },
      ],
      [],
      [
        ['child1', 'Bob'],
        ['child2', 'Bob'],
      ],
      [],
    );
    s = next(s);
    expect(gained(s).map(e => e.amount)).toEqual([2, 2]);
    expect(s.stack.map(i => i.trigger)).toEqual(['gainLife', 'gainLife']);
  });

  it('601.2d, 702.15b: a lifelink spell dividing its damage between a creature and a player gains life once', () => {
    const drain = defineCard({
      name: 'Test Drain',
      cost: '{B}',
      type: 'Instant',
      keywords: ['lifelink'],
      text: 'Test Drain deals 3 damage divided as you choose among one, two, or three targets.',
    }).def;
    let s = twoPlayers(
      {
        battlefield: [{ def: C.swamp }, { def: chalice, id: 'chalice' }],
        hand: [{ def: drain, id: 'drain' }],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(
      s,
      {
        type: 'cast',
        player: 'Alice',
        card: 'drain',
        targets: [{ object: 'bears' }, { player: 'Bob' }],
        divide: [2, 1],
      },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(life(s, 'Bob')).toBe(19);
    expect(gained(s).map(e => e.amount)).toEqual([3]);
    expect(s.stack.map(i => i.trigger)).toEqual(['gainLife']);
  });
});

describe('infect and wither (CR 702.90, 702.80, 120.3b, 120.3d)', () => {
  it('702.90b: infect damage to a player gives poison counters instead of life loss', () => {
    let s = blocked([{ def: C.glistenerElf, id: 'elf' }], [], [['elf', 'Bob']], []);
    s = next(s);
    expect(poison(s, 'Bob')).toBe(1);
    expect(life(s, 'Bob')).toBe(20);
    expect(texts(s)).toContain('Bob gets 1 poison counter.');
  });

  it('704.5c: a player with ten or more poison counters loses the game', () => {
    let s = blocked([{ def: C.glistenerElf, id: 'elf' }], [], [['elf', 'Bob']], [], { bobPoison: 9 });
    s = next(s);
    expect(poison(s, 'Bob')).toBe(10);
    expect(s.result).toEqual({ winners: ['Alice'], losers: ['Bob'] });
    expect(logEntries(s).some(e => e.rule === '704.5c' && e.kind === 'gameOver' && e.players?.includes('Bob'))).toBe(
      true,
    );
  });

  it('702.90c: infect damage to a creature becomes -1/-1 counters, not marked damage', () => {
    let s = blocked(
      [{ def: C.glistenerElf, id: 'elf' }],
      [{ def: C.spider, id: 'spider' }],
      [['elf', 'Bob']],
      [['spider', 'elf']],
    );
    s = next(s);
    expect(perm(s, 'spider').counters['-1/-1']).toBe(1);
    expect(perm(s, 'spider').damage).toBe(0);
    expect(zone(s, 'elf')).toBe('graveyard');
  });

  it('702.80a: wither: damage to a creature becomes -1/-1 counters; to a player it is ordinary life loss', () => {
    let s = blocked(
      [
        { def: C.sickleRipper, id: 'ripper' },
        { def: C.sickleRipper, id: 'ripper2' },
      ],
      [{ def: C.spider, id: 'spider' }],
      [
        ['ripper', 'Bob'],
        ['ripper2', 'Bob'],
      ],
      [['spider', 'ripper']],
    );
    s = next(s);
    expect(perm(s, 'spider').counters['-1/-1']).toBe(2);
    expect(perm(s, 'spider').damage).toBe(0);
    expect(life(s, 'Bob')).toBe(18);
    expect(poison(s, 'Bob')).toBe(0);
  });

  it('704.5f: wither counters that bring toughness to 0 put the creature into the graveyard', () => {
    let s = blocked(
      [{ def: C.sickleRipper, id: 'ripper' }],
      [{ def: C.bears, id: 'bears' }],
      [['ripper', 'Bob']],
      [['bears', 'ripper']],
    );
    s = next(s);
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(texts(s)).toContain("Grizzly Bears has toughness 0, so it is put into its owner's graveyard.");
  });
});

describe('deathtouch with wither or infect (CR 702.2b, 704.5h, 120.3d)', () => {
  const witherAsp = defineCard({
    name: 'Withering Asp',
    cost: '{1}{B}',
    type: 'Creature — Snake',
    power: 1,
    toughness: 1,
    keywords: ['deathtouch', 'wither'],
  }).def;
  const infectAsp = defineCard({
    name: 'Infectious Asp',
    cost: '{1}{B}',
    type: 'Creature — Snake',
    power: 1,
    toughness: 1,
    keywords: ['deathtouch', 'infect'],
  }).def;

  it('702.2b: deathtouch damage dealt as a -1/-1 counter (wither, 120.3d) still destroys the creature (704.5h)', () => {
    let s = blocked(
      [{ def: witherAsp, id: 'asp' }],
      [{ def: C.crawWurm, id: 'wurm' }],
      [['asp', 'Bob']],
      [['wurm', 'asp']],
    );
    s = next(s);
    // The 6/4 got one -1/-1 counter and no marked damage, yet it was dealt damage by a deathtouch source.
    expect(zone(s, 'wurm')).toBe('graveyard');
    expect(logEntries(s).some(e => e.rule === '704.5h' && e.objects?.includes('wurm'))).toBe(true);
  });

  it('702.2b: the same for infect, blocking: the attacker is destroyed by one infect counter from a deathtouch blocker', () => {
    let s = blocked(
      [{ def: C.crawWurm, id: 'wurm' }],
      [{ def: infectAsp, id: 'asp' }],
      [['wurm', 'Bob']],
      [['asp', 'wurm']],
    );
    s = next(s);
    expect(zone(s, 'wurm')).toBe('graveyard');
    expect(texts(s)).toContain(
      "Craw Wurm was dealt damage by a source with deathtouch, so it is put into its owner's graveyard.",
    );
  });

  it('702.12b: an indestructible creature still survives deathtouch dealt as -1/-1 counters', () => {
    let s = blocked(
      [{ def: witherAsp, id: 'asp' }],
      [{ def: C.darksteelGargoyle, id: 'gargoyle' }],
      [['asp', 'Bob']],
      [['gargoyle', 'asp']],
    );
    s = next(s);
    expect(zone(s, 'gargoyle')).toBe('battlefield');
    expect(perm(s, 'gargoyle').counters['-1/-1']).toBe(1);
  });
});

describe('indestructible and protection (CR 702.12b, 702.16e)', () => {
  it('702.12b: an indestructible creature survives lethal damage', () => {
    let s = blocked(
      [{ def: C.angel, id: 'angel' }],
      [{ def: C.darksteelGargoyle, id: 'gargoyle' }],
      [['angel', 'Bob']],
      [['gargoyle', 'angel']],
    );
    s = next(s);
    expect(zone(s, 'gargoyle')).toBe('battlefield');
    expect(perm(s, 'gargoyle').damage).toBe(4);
    expect(perm(s, 'angel').damage).toBe(3);
  });

  it("702.12b: an indestructible creature isn't destroyed by deathtouch damage either (704.5h)", () => {
    let s = blocked(
      [{ def: C.typhoidRats, id: 'rats' }],
      [{ def: { ...C.darksteelGargoyle, keywords: ['indestructible'] }, id: 'gargoyle' }],
      [['rats', 'Bob']],
      [['gargoyle', 'rats']],
    );
    s = next(s);
    expect(zone(s, 'gargoyle')).toBe('battlefield');
  });

  it('702.16e: damage from a black attacker to a creature with protection from black is prevented', () => {
    let s = blocked(
      [{ def: C.scatheZombies, id: 'zombies' }],
      [{ def: C.whiteKnight, id: 'knight' }],
      [['zombies', 'Bob']],
      [['knight', 'zombies']],
    );
    s = next(next(s));
    expect(perm(s, 'knight').damage).toBe(0);
    expect(perm(s, 'zombies').damage).toBe(2);
    expect(texts(s)).toContain('Protection prevents 2 damage from Scathe Zombies to White Knight.');
  });
});

describe('toxic, devoid, changeling (CR 702.164, 702.114, 702.73)', () => {
  const mite = defineCard({
    name: 'Test Mite',
    cost: '{1}',
    type: 'Artifact Creature — Phyrexian Mite',
    power: 1,
    toughness: 1,
    keywords: ['toxic 2'],
  }).def;
  const eldrazi = defineCard({
    name: 'Test Scion',
    cost: '{1}{B}',
    type: 'Creature — Eldrazi',
    power: 1,
    toughness: 3,
    keywords: ['devoid'],
  }).def;

  it('702.164c: combat damage to a player from a creature with toxic 2 also gives 2 poison counters', () => {
    let s = blocked([{ def: mite, id: 'mite' }], [], [['mite', 'Bob']], []);
    s = next(s);
    expect(life(s, 'Bob')).toBe(19);
    expect(poison(s, 'Bob')).toBe(2);
    expect(logEntries(s).some(e => e.rule === '702.164c')).toBe(true);
  });

  it("702.114a: a devoid creature is colorless, so protection from black doesn't stop its damage", () => {
    const knight = C.whiteKnight; // protection from black
    let s = blocked(
      [{ def: eldrazi, id: 'scion' }],
      [{ def: knight, id: 'knight' }],
      [['scion', 'Bob']],
      [['knight', 'scion']],
    );
    s = next(next(s));
    expect(perm(s, 'knight').damage).toBe(1);
  });

  it('the keywords are known to the card reader, with their rules', () => {
    expect(
      defineCard({
        name: 'X',
        type: 'Creature — Shapeshifter',
        power: 1,
        toughness: 1,
        keywords: ['changeling', 'toxic 1', 'devoid'],
      }).problems,
    ).toEqual([]);
  });
});
