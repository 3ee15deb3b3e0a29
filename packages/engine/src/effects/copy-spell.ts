import type { GameState, StackItem } from '../core/types.js';
import { copyState, freshId, logRule, stackItemName, tick } from '../core/state.js';
import { targetLabel } from '../view/targets.js';
import { lastKnownSpell } from '../view/queries.js';
import { thisTurn } from '../view/counts.js';
import { readTarget } from '../core/phrases.js';
import { defineEffect } from './registry.js';

/**
 * "Copy target instant or sorcery spell", "copy that spell" (a cast trigger's spell), storm's "copy it for each
 * other spell cast before it this turn" (702.40a) and replicate's copy for each time its cost was paid (702.56a): copies put on the stack, not cast (707.10), with every decision made
 * for the original — modes, targets, X, kicker, the division of damage. With "you may choose new targets for the copy"
 * (`newTargets`) the copy keeps the original's targets by default (707.10c allows leaving them unchanged), and its
 * controller may choose others right after (`chooseTargets`, naming the original).
 */
export const copySpell = defineEffect<{
  readonly kind: 'copySpell';
  readonly of: number | 'that' | 'it';
  readonly newTargets?: true;
  /** Copied once for each spell cast before it this turn (storm), or each time its replicate cost was paid. */
  readonly times?: 'storm' | 'replicate' | 'gravestorm';
}>({
  kind: 'copySpell',
  rule: '707.10',
  reads: [
    {
      pattern: /^copy (target (?:instant or sorcery|instant|sorcery) spell(?: you control)?)$/i,
      build: m => {
        const spec = readTarget(m[1]!);
        return spec?.object?.zone === 'stack'
          ? { targets: [spec], effect: t => ({ kind: 'copySpell', of: t }) }
          : undefined;
      },
    },
    {
      pattern: /^copy that spell$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'copySpell', of: 'that' }) }),
    },
    {
      pattern: /^copy it for each other spell cast before it this turn$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'copySpell', of: 'it', times: 'storm' }) }),
    },
    {
      // Gravestorm's trigger as its keyword spells it out (702.69a).
      pattern: /^copy it for each permanent that was put into a graveyard from the battlefield this turn$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'copySpell', of: 'it', times: 'gravestorm' }) }),
    },
    {
      // Replicate's trigger as its keyword spells it out (702.56a).
      pattern: /^copy that spell for each time its replicate cost was paid$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'copySpell', of: 'that', times: 'replicate' }) }),
    },
  ],
  perform: (state, item, e, target): GameState => {
    const t = typeof e.of === 'number' ? target(e.of) : undefined;
    const id =
      typeof e.of === 'number'
        ? t?.kind === 'object'
          ? t.id
          : undefined
        : e.of === 'that'
          ? item.subject
          : item.source;
    if (id === undefined) return state;
    const onStack = state.stack.find(i => i.id === id && i.kind === 'spell');
    // A spell that has left the stack (countered, or resolved first) is copied as it last existed there (608.2h).
    const original = onStack ?? (typeof e.of === 'number' ? undefined : lastKnownSpell(state, id));
    if (!original) return state;
    // Storm counts the spells cast before it this turn, as it was cast (702.40a); replicate its payments (702.56a).
    // Gravestorm counts the permanents put into a graveyard from the battlefield this turn, as it resolves (702.69a).
    const times =
      e.times === 'storm'
        ? (original.castBefore ?? 0)
        : e.times === 'replicate'
          ? (original.replicates ?? 0)
          : e.times === 'gravestorm'
            ? thisTurn(state).filter(
                ev => ev.kind === 'zoneChange' && ev.from === 'battlefield' && ev.to === 'graveyard',
              ).length
            : 1;
    if (e.times === 'storm' && times === 0)
      return logRule(
        state,
        'copy',
        '702.40a',
        `No other spell was cast before ${stackItemName(state, original)} this turn: storm makes no copy.`,
        { objects: [original.id] },
      );
    let s = onStack
      ? state
      : logRule(
          state,
          'copy',
          '608.2h',
          `${stackItemName(state, original)} has left the stack: it is copied as it last existed there.`,
          { objects: [original.id] },
        );
    for (let k = 0; k < times; k++) s = putCopy(s, original, item.controller, !!e.newTargets);
    return s;
  },
});

/** A copy of `original` on the stack under `controller` (707.10), who owns it; it copies the decisions made for it. */
function putCopy(state: GameState, original: StackItem, controller: string, newTargets: boolean): GameState {
  const [id, numbered] = freshId(state);
  const [timestamp, stamped] = tick(numbered);
  const s = copyState(stamped);
  const { def, castAs, printed } = state.objects[original.source]!;
  // A copy of a bestowed Aura spell is bestowed too (702.103c).
  const bestowed = castAs === 'bestowed' && printed ? { castAs, printed } : {};
  s.objects = { ...stamped.objects, [id]: { id, def, owner: controller, spellCopy: true, ...bestowed } };
  const open = newTargets && original.targets.length > 0;
  const copy: StackItem = {
    id,
    kind: 'spell',
    timestamp,
    source: id,
    controller,
    targetSpecs: original.targetSpecs,
    targets: original.targets,
    effects: original.effects,
    original: original.original ?? original.id,
    ...(original.targetOffsets ? { targetOffsets: original.targetOffsets } : {}),
    ...(original.x !== undefined ? { x: original.x } : {}),
    ...(original.kicked ? { kicked: true } : {}),
    ...(original.kicks ? { kicks: original.kicks } : {}),
    ...(original.kickedWith ? { kickedWith: original.kickedWith } : {}),
    ...(original.prowled ? { prowled: true } : {}),
    ...(original.division ? { division: original.division } : {}),
    ...(original.copyOf !== undefined ? { copyOf: original.copyOf } : {}),
    ...(open ? { openTargets: true } : {}),
  };
  s.stack = [...stamped.stack, copy];
  const aimed = copy.targets.length ? ` targeting ${copy.targets.map(x => targetLabel(s, x)).join(', ')}` : '';
  return logRule(
    s,
    'copy',
    open ? '707.10c' : '707.10',
    `${controller} puts ${stackItemName(s, copy)} on the stack${aimed}${open ? ' (the default choice, CR 707.10c: the same targets)' : ''}.`,
    {
      objects: [id, ...copy.targets.flatMap(x => (x.kind === 'object' ? [x.id] : []))],
      players: [controller],
      ...(open ? { defaulted: true } : {}),
    },
  );
}
