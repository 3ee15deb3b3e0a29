import { describe, expect, it } from 'vitest';
import { C, attack, block, goTo, illegal, life, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card } from './spell.js';

describe('"~ deals N damage to <one> and M damage to <another>" (CR 120.3)', () => {
  it('120.3: "deals 1 damage to any target and 1 damage to you" — the same source deals both', () => {
    const brothers = card({
      name: 'Test Fire Brothers',
      cost: '{1}',
      type: 'Creature — Human Shaman',
      power: 2,
      toughness: 2,
      text: '{T}: Test Fire Brothers deals 1 damage to any target and 1 damage to you.',
    });
    const s = play(
      twoPlayers({ battlefield: [{ def: brothers, id: 'b' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] }),
      { type: 'activate', player: 'Alice', source: 'b', ability: 0, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), life(s, 'Alice')]).toEqual([19, 19]);
  });

  it('608.2h: "… 2 damage to target creature and 2 damage to its controller" — the creature\'s controller', () => {
    const outrage = card({
      name: 'Test Outrage',
      cost: '{0}',
      type: 'Instant',
      text: 'Test Outrage deals 2 damage to target creature and 2 damage to its controller.',
    });
    const s = play(
      twoPlayers({ hand: [{ def: outrage, id: 'o' }] }, { battlefield: [{ def: C.spider, id: 'spider' }] }),
      { type: 'cast', player: 'Alice', card: 'o', targets: [{ object: 'spider' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), life(s, 'Alice'), s.permanents.spider?.damage]).toEqual([18, 20, 2]);
  });

  it('601.2c: "… 2 damage to any target and 1 damage to another target" — the second target is a different one', () => {
    const trail = card({
      name: 'Test Trail',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Test Trail deals 2 damage to any target and 1 damage to another target.',
    });
    const s0 = twoPlayers({ hand: [{ def: trail, id: 't' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    const twice = illegal(
      s0,
      { type: 'cast', player: 'Alice', card: 't', targets: [{ player: 'Bob' }, { player: 'Bob' }] },
      '601.2c',
    );
    expect(twice.message).toContain('"another target" is a different one from the targets before it');
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 't', targets: [{ object: 'bears' }, { player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), life(s, 'Bob')]).toEqual(['graveyard', 19]);
  });

  it('601.2c: "Gain control of target creature … ~ deals 2 damage to any other target" — a sentence later, a different one', () => {
    const passion = card({
      name: 'Test Passion',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Tap target creature. Test Passion deals 2 damage to any other target.',
    });
    const s0 = twoPlayers({ hand: [{ def: passion, id: 'p' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    illegal(
      s0,
      { type: 'cast', player: 'Alice', card: 'p', targets: [{ object: 'bears' }, { object: 'bears' }] },
      '601.2c',
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'p', targets: [{ object: 'bears' }, { player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'bears').tapped, life(s, 'Bob')]).toEqual([true, 18]);
  });
});

describe('an object that deals damage to itself (CR 120.3)', () => {
  it('120.3: "target creature deals damage to itself equal to its power" — its own power, dealt by it (lifelink gains)', () => {
    const strike = card({
      name: 'Test Self Strike',
      cost: '{0}',
      type: 'Instant',
      text: 'Target creature deals damage to itself equal to its power.',
    });
    const leech = card({
      name: 'Test Leech',
      cost: '{0}',
      type: 'Creature — Leech',
      power: 3,
      toughness: 4,
      keywords: ['lifelink'],
    });
    const s = play(
      twoPlayers({ hand: [{ def: strike, id: 'strike' }] }, { battlefield: [{ def: leech, id: 'leech' }] }),
      { type: 'cast', player: 'Alice', card: 'strike', targets: [{ object: 'leech' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([s.permanents.leech?.damage, life(s, 'Bob'), life(s, 'Alice')]).toEqual([3, 23, 20]);
  });

  it('120.3: "~ deals 2 damage to any target and 3 damage to itself" — the permanent is dealt damage by itself', () => {
    const entity = card({
      name: 'Test Entity',
      cost: '{0}',
      type: 'Creature — Illusion',
      power: 2,
      toughness: 4,
      text: '{T}: Test Entity deals 2 damage to any target and 3 damage to itself.',
    });
    const s = play(
      twoPlayers({ battlefield: [{ def: entity, id: 'e' }] }, {}),
      { type: 'activate', player: 'Alice', source: 'e', ability: 0, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), s.permanents.e?.damage]).toEqual([18, 3]);
  });
});

describe('a triggered ability\'s "it" and "that player" (CR 603.2)', () => {
  it('603.2: "whenever a creature enters, ~ deals 2 damage to it" — the entering creature is dealt the damage', () => {
    const flash = card({
      name: 'Test Flash',
      type: 'Enchantment',
      text: 'Whenever a creature enters, Test Flash deals 2 damage to it.',
    });
    const cub = card({ name: 'Test Cub', cost: '{0}', type: 'Creature — Bear', power: 2, toughness: 2 });
    const s = play(
      twoPlayers({ battlefield: [{ def: flash }], hand: [{ def: cub, id: 'bears' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'bears' },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
  });

  it('603.2: "… deals 1 damage to each creature that player controls" — the creatures of the player dealt combat damage', () => {
    const dragon = card({
      name: 'Test Dragon',
      type: 'Creature — Dragon',
      power: 1,
      toughness: 1,
      text: 'Whenever Test Dragon deals combat damage to a player, it deals 1 damage to each creature that player controls.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: dragon, id: 'dragon' },
          { def: C.bears, id: 'mine' },
        ],
      },
      { battlefield: [{ def: C.elves, id: 'elves', tapped: true }] },
    );
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['dragon', 'Bob']), pass('Alice'), pass('Bob'), block('Bob'));
    for (let i = 0; i < 12 && zone(s, 'elves') === 'battlefield' && s.priority; i++) s = play(s, pass(s.priority));
    expect([zone(s, 'elves'), zone(s, 'mine'), life(s, 'Bob')]).toEqual(['graveyard', 'battlefield', 19]);
  });
});

describe('"that creature deals damage" after an object target (CR 608.2b, 608.2h)', () => {
  it('608.2h: "tap target creature. That creature deals damage equal to its power to its controller"', () => {
    const lash = card({
      name: 'Test Lash',
      cost: '{0}',
      type: 'Instant',
      text: 'Tap target untapped creature. That creature deals damage equal to its power to its controller.',
    });
    const s = play(
      twoPlayers({ hand: [{ def: lash, id: 'lash' }] }, { battlefield: [{ def: C.ogre, id: 'ogre' }] }),
      { type: 'cast', player: 'Alice', card: 'lash', targets: [{ object: 'ogre' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), life(s, 'Alice')]).toEqual([18, 20]);
  });
});

describe('"~ deals N damage to target player and each creature that player controls" (CR 608.2f)', () => {
  it("608.2f: the target player and that player's creatures are dealt the damage at once; the caster's aren't", () => {
    const quake = card({
      name: 'Test Quake',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Test Quake deals 2 damage to target player and each creature that player controls.',
    });
    const s = play(
      twoPlayers(
        { hand: [{ def: quake, id: 'quake' }], battlefield: [{ def: C.bears, id: 'mine' }] },
        { battlefield: [{ def: C.bears, id: 'theirs' }] },
      ),
      { type: 'cast', player: 'Alice', card: 'quake', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), zone(s, 'theirs'), zone(s, 'mine')]).toEqual([18, 'graveyard', 'battlefield']);
  });
});
