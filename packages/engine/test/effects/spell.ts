import { expect } from 'vitest';
import { defineCard, type Action, type CardDef, type TargetChoice } from '../../src/index.js';

/** A test card whose whole text the engine must understand. */
export function card(spec: Parameters<typeof defineCard>[0]): CardDef {
  const made = defineCard(spec);
  expect(made.notUnderstood.map(n => n.text)).toEqual([]);
  return made.def;
}

/** A free sorcery with this text: the effect alone, without mana to arrange. */
export const sorcery = (name: string, text: string): CardDef => card({ name, cost: '{0}', type: 'Sorcery', text });

export const cast = (player: string, id: string, ...targets: TargetChoice[]): Action => ({
  type: 'cast',
  player,
  card: id,
  targets,
});
