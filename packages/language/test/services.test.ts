import { buildCard } from '@mtg-scenario/engine';
import { EmptyFileSystem } from 'langium';
import { describe, expect, test } from 'vitest';
import { createMtgServices } from '../src/mtg-scenario-module.js';

describe('caches live in the services (dependency injection), none at module level', () => {
  test('card definition ids are numbered per set of services', () => {
    const bears = buildCard({ name: 'Grizzly Bears', types: ['Creature'], power: 2, toughness: 2 }).def;
    const elves = buildCard({ name: 'Llanowar Elves', types: ['Creature'], power: 1, toughness: 1 }).def;
    const first = createMtgServices(EmptyFileSystem).mtg.cards.Definitions;
    expect([first.idOf(bears), first.idOf(elves), first.idOf(bears)]).toEqual([1, 2, 1]);
    // The same definition text is the same id, whichever object holds it.
    expect(first.idOf({ ...elves })).toBe(2);
    const second = createMtgServices(EmptyFileSystem).mtg.cards.Definitions;
    expect(second.idOf(elves)).toBe(1);
  });
});
