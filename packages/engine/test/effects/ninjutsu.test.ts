import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef, type GameState } from '../../src/index.js';
import { C, attack, block, illegal, life, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { next } from '../rules/combat/fixtures.js';

/** Ninjutsu (CR 702.49), the keyword's ability and effect (`effects/ninjutsu.ts`). Invented cards. */

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.problems).toEqual([]);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

const ninja = card({
  name: 'Test Shadow Ninja',
  cost: '{3}{U}',
  type: 'Creature — Human Ninja',
  power: 3,
  toughness: 2,
  text: 'Ninjutsu {1}{U}',
});
const commander = card({
  name: 'Test Commander Ninja',
  cost: '{2}{U}{B}',
  type: 'Legendary Creature — Human Ninja',
  power: 1,
  toughness: 3,
  text: 'Commander ninjutsu {U}{B}',
});
const spirit = card({ name: 'Test Bound Spirit', cost: '{U}', type: 'Creature — Spirit', power: 1, toughness: 1 });

/** Alice attacks Bob with bears and the spirit; Bob blocks the bears with his spider, or declares no blockers. */
function afterBlocks(blocked: boolean, hand: CardDef = ninja): GameState {
  let s = twoPlayers(
    {
      battlefield: [
        { def: C.island },
        { def: C.island },
        { def: C.swamp },
        { def: C.bears, id: 'bears' },
        { def: spirit, id: 'spirit' },
      ],
      hand: [{ def: hand, id: 'ninja' }],
    },
    { battlefield: [{ def: C.spider, id: 'spider' }] },
    { step: 'declareAttackers' },
  );
  s = play(s, attack('Alice', ['bears', 'Bob'], ['spirit', 'Bob']), pass('Alice'), pass('Bob'));
  return play(s, block('Bob', ...((blocked ? [['spider', 'bears']] : []) as [string, string][])));
}

const ninjutsu = (returning?: string[]) =>
  ({
    type: 'activate',
    player: 'Alice',
    source: 'ninja',
    ability: 0,
    ...(returning ? { returning } : {}),
  }) as const;

describe('ninjutsu (CR 702.49)', () => {
  it('702.49a: return an unblocked attacker to the hand; the card enters tapped and attacking (702.49c, 508.4d)', () => {
    let s = play(afterBlocks(true), ninjutsu());
    // The bears are blocked: the cost returns the spirit, the only unblocked attacker (509.1h).
    expect([zone(s, 'spirit'), zone(s, 'bears'), zone(s, 'ninja')]).toEqual(['hand', 'battlefield', 'hand']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(perm(s, 'ninja').tapped).toBe(true);
    expect(s.combat!.attackers.find(a => a.id === 'ninja')).toEqual({
      id: 'ninja',
      target: { player: 'Bob' },
      blocked: false,
      blockers: [],
    });
    s = next(s);
    expect(life(s, 'Bob')).toBe(17);
  });

  it('702.49a: `returning` names the unblocked attacker; a blocked one is refused (118.3)', () => {
    const s = play(afterBlocks(false), ninjutsu(['bears']), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), zone(s, 'spirit')]).toEqual(['hand', 'battlefield']);
    illegal(afterBlocks(true), ninjutsu(['bears']), '118.3');
  });

  it('509.1h: before blockers are declared no attacker is unblocked, so the cost cannot be paid', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.island }, { def: C.island }, { def: C.bears, id: 'bears' }],
        hand: [{ def: ninja, id: 'ninja' }],
      },
      {},
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['bears', 'Bob']));
    illegal(s, ninjutsu(), '118.3');
  });

  it('702.49d: commander ninjutsu works from the hand as ninjutsu does', () => {
    const s = play(afterBlocks(true, commander), ninjutsu(), pass('Alice'), pass('Bob'));
    expect(s.combat!.attackers.some(a => a.id === 'ninja')).toBe(true);
  });

  it('509.1h: "blocked" and "unblocked" name attacking creatures once blockers are declared', () => {
    const smite = card({ name: 'Test Smite', cost: '{U}', type: 'Instant', text: 'Destroy target blocked creature.' });
    const s = afterBlocks(true);
    const withSmite = { ...s, objects: { ...s.objects, ninja: { ...s.objects.ninja!, def: smite } } };
    const cast = (target: string) =>
      ({ type: 'cast', player: 'Alice', card: 'ninja', targets: [{ object: target }] }) as const;
    illegal(withSmite, cast('spirit'), '601.2c');
    expect(zone(play(withSmite, cast('bears'), pass('Alice'), pass('Bob')), 'bears')).toBe('graveyard');
  });
});
