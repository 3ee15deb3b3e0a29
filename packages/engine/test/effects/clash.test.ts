import { describe, expect, it } from 'vitest';
import { defineCard, logEntries } from '../../src/index.js';
import { C, life, pass, play, twoPlayers, zone } from '../kit.js';
import { power, toughness } from '../../src/view/queries.js';
import { card, cast, sorcery } from './spell.js';

describe('clash (CR 701.30)', () => {
  // Lash Out's shape: "Clash with an opponent. If you win, …".
  const gamble = sorcery(
    'Test Gamble',
    'Clash with an opponent. If you win, you gain 3 life. Otherwise, you lose 1 life.',
  );

  it('701.30d: the player whose revealed card has the higher mana value wins; both keep their card on top by default', () => {
    let s = twoPlayers(
      { hand: [{ def: gamble, id: 'g' }], library: [{ def: C.ogre, id: 'ogre' }] },
      { library: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, cast('Alice', 'g'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(23);
    // 701.30a: revealing doesn't move the cards; the documented default keeps them on top, and the log says so.
    expect(s.players[0]!.library).toEqual(['ogre']);
    expect(s.players[1]!.library).toEqual(['bears']);
    const reveals = logEntries(s).filter(e => e.kind === 'clash' && e.rule === '701.30a');
    expect(reveals.map(e => e.objects)).toEqual([['ogre'], ['bears']]);
    expect(reveals.every(e => e.defaulted)).toBe(true);
  });

  it('701.30d: an equal mana value is no win ("otherwise"), and neither is an empty library', () => {
    for (const bobs of [[{ def: C.ogre }], []]) {
      let s = twoPlayers(
        { hand: [{ def: gamble, id: 'g' }], library: bobs.length ? [{ def: C.ogre }] : [] },
        { library: bobs },
      );
      s = play(s, cast('Alice', 'g'), pass('Alice'), pass('Bob'));
      expect(life(s, 'Alice')).toBe(19);
    }
  });

  it('"whenever you clash and win" triggers on the clash its controller wins, whoever chose to clash', () => {
    const echoes = card({
      name: 'Test Echoes',
      cost: '{0}',
      type: 'Enchantment',
      text: 'Whenever you clash and win, you gain 2 life.',
    });
    let s = twoPlayers(
      { hand: [{ def: gamble, id: 'g' }], library: [{ def: C.bears }] },
      { battlefield: [{ def: echoes, id: 'echoes' }], library: [{ def: C.ogre }] },
    );
    s = play(s, cast('Alice', 'g'), pass('Alice'), pass('Bob'));
    // Bob, clashed with, won: his trigger waits on the stack.
    expect(s.stack.map(i => i.source)).toEqual(['echoes']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(22);
    expect(zone(s, 'g')).toBe('graveyard');
  });

  it('611.2a: "if you win, that creature gets an additional +2/+2" is one more pump of the target (Fistful of Force)', () => {
    const fistful = sorcery(
      'Test Fistful',
      'Target creature gets +2/+2 until end of turn. Clash with an opponent. If you win, that creature gets an additional +2/+2 and gains trample until end of turn.',
    );
    let s = twoPlayers(
      { hand: [{ def: fistful, id: 'f' }], battlefield: [{ def: C.bears, id: 'bears' }], library: [{ def: C.ogre }] },
      { library: [{ def: C.bears }] },
    );
    s = play(s, cast('Alice', 'f', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([6, 6]);
  });

  it('701.30b: "that player" after a clash is the opponent clashed with, whom no aim names: not understood', () => {
    const glance = defineCard({
      name: 'Test Glance',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Clash with an opponent. If you win, you draw a card. Otherwise, that player draws a card.',
    });
    expect(glance.notUnderstood.map(n => n.text)).toEqual(['Otherwise, that player draws a card']);
  });
});
