import { logRule, name, updatePermanent } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "That permanent doesn't untap during its controller's next untap step", "each attacking creature doesn't untap …"
 * (CR 502.3): the permanent stays tapped in the next untap step of whoever controls it then; after that step the
 * effect is used up, whether or not it was tapped.
 */
export const skipUntap = defineEffect<{ readonly kind: 'skipUntap'; readonly aim: Aim }>({
  kind: 'skipUntap',
  rule: '502.3',
  reads: [
    aimReading(
      /^(.+) (?:doesn't|don't|does not|do not) untap during (?:(?:its|their) controllers?'s?|your) next untap steps?$/i,
      1,
      aim => ('event' in aim && aim.event === 'player' ? undefined : { kind: 'skipUntap', aim }),
    ),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s, t) => {
      if (t.kind !== 'object' || !s.permanents[t.id]) return s;
      const kept = updatePermanent(s, t.id, p => ({ ...p, skipsUntap: true }));
      return logRule(kept, 'untap', '502.3', `${name(s, t.id)} won't untap during its controller's next untap step.`, {
        objects: [t.id],
      });
    }, state),
});
