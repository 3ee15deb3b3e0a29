import { describe, expect, it } from 'vitest';
import { defineCard, type GameState } from '../../src/index.js';
import { attachedTo, isEquipped } from '../../src/view/queries.js';
import { C, twoPlayers } from '../kit.js';

const blade = defineCard({
  name: 'Test Blade',
  cost: '{1}',
  type: 'Artifact — Equipment',
  keywords: ['Equip {1}'],
}).def;
const sword = defineCard({
  name: 'Test Sword',
  cost: '{2}',
  type: 'Artifact — Equipment',
  keywords: ['Equip {2}'],
}).def;

/** The state with `id` attached to `host` (as equipping or an Aura's resolution leaves it, 301.5a, 303.4a). */
const attach = (s: GameState, id: string, host: string | undefined): GameState => ({
  ...s,
  permanents: { ...s.permanents, [id]: { ...s.permanents[id]!, attachedTo: host } },
});

describe('what is attached to a permanent (CR 301.5a, 303.4a)', () => {
  const start = twoPlayers(
    {
      battlefield: [
        { def: C.bears, id: 'bears' },
        { def: blade, id: 'blade' },
        { def: sword, id: 'sword' },
        { def: C.bears, id: 'other' },
      ],
    },
    {},
  );

  it('lists the permanents attached to it, in the order they arrived on the battlefield', () => {
    const s = attach(attach(start, 'sword', 'bears'), 'blade', 'bears');
    expect(attachedTo(s, 'bears')).toEqual(['blade', 'sword']);
    expect(attachedTo(s, 'other')).toEqual([]);
    expect(isEquipped(s, 'bears')).toBe(true);
    expect(isEquipped(attach(attach(s, 'blade', undefined), 'sword', undefined), 'bears')).toBe(false);
  });

  it('follows the battlefield as it changes (an Equipment moved to another creature)', () => {
    const s = attach(start, 'blade', 'bears');
    expect(attachedTo(s, 'bears')).toEqual(['blade']);
    const moved = attach(s, 'blade', 'other');
    expect(attachedTo(moved, 'bears')).toEqual([]);
    expect(attachedTo(moved, 'other')).toEqual(['blade']);
  });
});
