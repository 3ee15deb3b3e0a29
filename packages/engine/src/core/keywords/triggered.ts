import { MAX_AMOUNT, parseManaCost } from '../cards.js';
import type { Effect } from '../types.js';
import { defineKeyword } from './entry.js';
import { asPrinted } from './abilities.js';

/**
 * Keywords that stand for triggered abilities (CR 702), each spelled out as the rules define it and read by the card
 * reader's parts (`KeywordReader.spelledOut`), so they trigger and resolve as printed text would.
 */

declare module './entry.js' {
  interface KeywordSpellings {
    flanking: true;
    [bushido: `bushido ${number}`]: true;
    [soulshift: `soulshift ${number}`]: true;
    [rampage: `rampage ${number}`]: true;
    [echo: `echo ${string}`]: true;
    [bloodthirst: `bloodthirst ${number}`]: true;
    'bloodthirst x': true;
    [afflict: `afflict ${number}`]: true;
    dethrone: true;
    mentor: true;
    melee: true;
    [fading: `fading ${number}`]: true;
    [graft: `graft ${number}`]: true;
    ingest: true;
    [cumulative: `cumulative upkeep ${string}`]: true;
    'battle cry': true;
    [afterlife: `afterlife ${number}`]: true;
    [annihilator: `annihilator ${number}`]: true;
    [recover: `recover ${string}`]: true;
    exploit: true;
    provoke: true;
    soulbond: true;
  }
}

/** "Bushido 2": a keyword with a number, at most the engine's bound. */
const numbered = (word: string) => ({
  reads: new RegExp(`^${word} (\\d+)$`),
  accepts: (m: RegExpExecArray) => Number(m[1]) <= MAX_AMOUNT,
});
const numberIn = (keyword: string) => keyword.slice(keyword.lastIndexOf(' ') + 1);
/** "Echo {1}{G}": a keyword with a mana cost, as the cost is written ("{1}{G}"). */
const costed = (word: string) => ({
  reads: new RegExp(`^${word} ((?:\\{[^}]+\\})+)$`),
  accepts: (m: RegExpExecArray) => parseManaCost(m[1]!).ok,
});
const CUMULATIVE_UPKEEP =
  /^cumulative upkeep(?: ((?:\{[^}]+\})+)| \{([wubrg])\} or \{([wubrg])\}|\s*[\u2014\u2013-]\s*pay (\d+) life\.?|\s*[\u2014\u2013]\s*(.+?)\.?)$/;
const costIn = (keyword: string) => keyword.slice(keyword.indexOf(' ') + 1).toUpperCase();
// \u2014 is an em dash, \u2013 an en dash.
const ECHO = /^echo(?: ((?:\{[^}]+\})+)|\s*[\u2014\u2013]\s*(.+?)\.?)$/;

export const TRIGGERED = [
  // Bushido N (702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
  defineKeyword<`bushido ${number}`>({
    name: 'bushido N',
    ...numbered('bushido'),
    rule: '702.45a',
    abilities: (r, k) =>
      r.spelledOut(
        `Whenever this creature blocks or becomes blocked, it gets +${numberIn(k)}/+${numberIn(k)} until end of turn.`,
      ),
  }),
  // Flanking (702.25a): each blocker without flanking gets -1/-1 until end of turn, one trigger per blocker (509.3d).
  defineKeyword<'flanking'>({
    name: 'flanking',
    rule: '702.25a',
    abilities: r =>
      r.spelledOut(
        'Whenever this creature becomes blocked by a creature without flanking, that creature gets -1/-1 until end of turn.',
      ),
  }),
  // Soulshift N (702.46a): put into a graveyard from the battlefield, it may bring back a small Spirit card.
  defineKeyword<`soulshift ${number}`>({
    name: 'soulshift N',
    ...numbered('soulshift'),
    rule: '702.46a',
    abilities: (r, k) =>
      r.spelledOut(
        `When this permanent is put into a graveyard from the battlefield, you may return target Spirit card with mana value ${numberIn(k)} or less from your graveyard to your hand.`,
      ),
  }),
  // Rampage N (702.23a): +N/+N for each blocker beyond the first, counted once as the trigger resolves (702.23b).
  defineKeyword<`rampage ${number}`>({
    name: 'rampage N',
    ...numbered('rampage'),
    rule: '702.23a',
    abilities: (r, k) =>
      r.spelledOut(
        `Whenever this creature becomes blocked, it gets +${numberIn(k)}/+${numberIn(k)} until end of turn for each creature blocking it beyond the first.`,
      ),
  }),
  // Echo (702.30a): "At the beginning of your upkeep, if this permanent came under your control since the beginning of
  // your last upkeep, sacrifice it unless you pay [cost]" — "unless you pay" is "you may pay; if you don't" (118.12):
  // paid by default when its controller can (608.2d); `Alice declines` lets it go.
  // A cost in words ("Echo\u2014Discard a card") is paid as a cost, whole or not at all (118.3).
  defineKeyword<`echo ${string}`>({
    name: 'echo {cost}',
    reads: ECHO,
    accepts: m => m[1] === undefined || parseManaCost(m[1]).ok,
    rule: '702.30a',
    abilities: (r, k) => {
      const m = ECHO.exec(k)!;
      return r.spelledOut(
        `At the beginning of your upkeep, if this permanent came under your control since the beginning of your last upkeep, you may pay ${m[1] !== undefined ? m[1].toUpperCase() : asPrinted(m[2]!)}. If you don't, sacrifice this permanent.`,
      );
    },
  }),
  // Bloodthirst N (702.54a): a replacement effect as it enters, if an opponent was dealt damage this turn; each
  // instance applies (702.54c).
  defineKeyword<`bloodthirst ${number}`>({
    name: 'bloodthirst N',
    ...numbered('bloodthirst'),
    rule: '702.54a',
    abilities: (r, k) =>
      r.spelledOut(
        `If an opponent was dealt damage this turn, this permanent enters with ${numberIn(k)} +1/+1 counters on it.`,
      ),
  }),
  // Bloodthirst X (702.54b): as many +1/+1 counters as the damage its controller's opponents were dealt this turn.
  defineKeyword<'bloodthirst x'>({
    name: 'bloodthirst x',
    rule: '702.54b',
    abilities: r =>
      r.spelledOut(
        'This permanent enters with X +1/+1 counters on it, where X is the total damage your opponents have been dealt this turn.',
      ),
  }),
  // Dethrone (702.105a): attacking the player with the most life (or tied), it gets a +1/+1 counter.
  defineKeyword<'dethrone'>({
    name: 'dethrone',
    rule: '702.105a',
    abilities: r =>
      r.spelledOut(
        'Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on this creature.',
      ),
  }),
  // Mentor (702.134a): a +1/+1 counter on an attacking creature with less power than it, checked again as it resolves.
  defineKeyword<'mentor'>({
    name: 'mentor',
    rule: '702.134a',
    abilities: r =>
      r.spelledOut(
        'Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.',
      ),
  }),
  // Afflict N (702.130a): "Whenever this creature becomes blocked, defending player loses N life." The defending player
  // is who declared the block (509.1): the trigger event's player, even if the creature leaves combat (508.5).
  defineKeyword<`afflict ${number}`>({
    name: 'afflict N',
    ...numbered('afflict'),
    rule: '702.130a',
    abilities: (r, k) => r.spelledOut(`Whenever this creature becomes blocked, that player loses ${numberIn(k)} life.`),
  }),
  // Melee (702.121a): +1/+1 until end of turn for each opponent its controller's creatures attack, counted as it resolves.
  defineKeyword<'melee'>({
    name: 'melee',
    rule: '702.121a',
    abilities: r =>
      r.spelledOut(
        'Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat.',
      ),
  }),
  // Fading N (702.32a): enters with N fade counters; each upkeep one comes off, and when none can, it is sacrificed.
  defineKeyword<`fading ${number}`>({
    name: 'fading N',
    ...numbered('fading'),
    rule: '702.32a',
    abilities: (r, k) =>
      r.spelledOut(
        `This permanent enters with ${numberIn(k)} fade counters on it.\nAt the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice this permanent.`,
      ),
  }),
  // Graft N (702.58a): enters with N +1/+1 counters, and may move one onto each other creature entering (by default, as
  // every "you may", 608.2d; `Alice declines` keeps it). Each instance works separately (702.58b).
  defineKeyword<`graft ${number}`>({
    name: 'graft N',
    ...numbered('graft'),
    rule: '702.58a',
    abilities: (r, k) =>
      r.spelledOut(
        `This permanent enters with ${numberIn(k)} +1/+1 counters on it.\nWhenever another creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature.`,
      ),
  }),
  // Ingest (702.115a): combat damage to a player exiles the top card of their library.
  defineKeyword<'ingest'>({
    name: 'ingest',
    rule: '702.115a',
    abilities: r =>
      r.spelledOut(
        'Whenever this creature deals combat damage to a player, that player exiles the top card of their library.',
      ),
  }),
  // Cumulative upkeep (702.24a): "At the beginning of your upkeep, if this permanent is on the battlefield, put an age
  // counter on this permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice it." Paid
  // by default when its controller can (608.2d); `Alice declines` lets it go. Mana, life, or a cost an activated
  // ability may have ("Cumulative upkeep\u2014Sacrifice a creature"), paid whole or not at all (118.3; `payEach`).
  defineKeyword<`cumulative upkeep ${string}`>({
    name: 'cumulative upkeep {cost}',
    // A mana cost ("Cumulative upkeep {1}"), a choice of two colors ("{G} or {W}": for each age counter one of them,
    // which is paying a hybrid {G/W} for each, 107.4e) or life ("Cumulative upkeep\u2014Pay 1 life"; \u2014 an em dash).
    reads: CUMULATIVE_UPKEEP,
    // A cost in words is read as the abilities are built: one the reader doesn't know leaves the keyword unperformed.
    accepts: m =>
      m[1] !== undefined
        ? parseManaCost(m[1]).ok
        : m[2] !== undefined
          ? m[2] !== m[3]
          : m[4] !== undefined
            ? Number(m[4]) >= 1 && Number(m[4]) <= MAX_AMOUNT
            : true,
    rule: '702.24a',
    abilities: (r, k) => {
      const m = CUMULATIVE_UPKEEP.exec(k)!;
      const cost =
        m[1] !== undefined
          ? m[1].toUpperCase()
          : m[2] !== undefined
            ? `{${m[2].toUpperCase()}/${m[3]!.toUpperCase()}}`
            : m[4] !== undefined
              ? `${m[4]} life`
              : asPrinted(m[5]!);
      return r.spelledOut(
        `At the beginning of your upkeep, if this permanent is on the battlefield, put an age counter on this permanent. You may pay ${cost} for each age counter on this permanent. If you don't, sacrifice this permanent.`,
      );
    },
  }),
  // Battle cry (702.91a): "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."
  defineKeyword<'battle cry'>({
    name: 'battle cry',
    rule: '702.91a',
    abilities: r =>
      r.spelledOut('Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.'),
  }),
  // Afterlife N (702.135a): put into a graveyard from the battlefield, it leaves N 1/1 flying Spirits behind.
  defineKeyword<`afterlife ${number}`>({
    name: 'afterlife N',
    ...numbered('afterlife'),
    rule: '702.135a',
    abilities: (r, k) =>
      r.spelledOut(
        `When this permanent is put into a graveyard from the battlefield, create ${numberIn(k)} 1/1 white and black Spirit creature tokens with flying.`,
      ),
  }),
  // Annihilator N (702.86a): "Whenever this creature attacks, defending player sacrifices N permanents." — the player
  // it attacks (508.5), as the trigger resolves.
  defineKeyword<`annihilator ${number}`>({
    name: 'annihilator N',
    ...numbered('annihilator'),
    rule: '702.86a',
    abilities: (r, k) =>
      r.spelledOut(`Whenever this creature attacks, defending player sacrifices ${numberIn(k)} permanents.`),
  }),
  // Recover (702.59a): works only from its owner's graveyard, so "this card" is the one there; "when" a creature goes
  // there is read as "whenever" (the same trigger, 603.2). Paid by default when its controller can (608.2d); `Alice
  // declines` exiles it. A mana cost only.
  defineKeyword<`recover ${string}`>({
    name: 'recover {cost}',
    ...costed('recover'),
    rule: '702.59a',
    abilities: (r, k) =>
      r.spelledOut(
        `Whenever a creature is put into your graveyard from the battlefield, you may pay ${costIn(k)}. If you do, return ~ from your graveyard to your hand. Otherwise, exile ~ from your graveyard.`,
      ),
  }),
  // Provoke (702.39a): the creature must block it if able (509.1c) until combat ends; by default its controller provokes
  // (608.2d), the documented default target (603.3d); `Alice declines` doesn't. Each instance triggers (702.39b).
  defineKeyword<'provoke'>({
    name: 'provoke',
    rule: '702.39a',
    abilities: r =>
      r.spelledOut(
        'Whenever this creature attacks, you may choose to have target creature defending player controls block this creature this combat if able. If you do, untap that creature.',
      ),
  }),
  // Exploit (702.110a): "When this creature enters, you may sacrifice a creature" — by default it does (608.2d), the
  // first creature that fits; `Alice declines` keeps them. That sacrifice is what "when ~ exploits a creature" sees
  // (702.110b): marked on the effect, as the same sentence printed is no exploit.
  defineKeyword<'exploit'>({
    name: 'exploit',
    rule: '702.110a',
    abilities: r =>
      r
        .spelledOut('When this creature enters, you may sacrifice a creature.')
        .map(a => (a.kind === 'triggered' ? { ...a, effects: a.effects.map(exploiting) } : a)),
  }),
  // Soulbond (702.95a): as it or another creature enters under its controller's control, two unpaired creatures may be
  // paired (by default they are, 608.2d; `Alice declines` doesn't pair them) for as long as both stay creatures on the
  // battlefield under that player's control (702.95e).
  defineKeyword<'soulbond'>({
    name: 'soulbond',
    rule: '702.95a',
    abilities: r =>
      r.spelledOut(
        'When this creature enters, if this creature is unpaired and you control another unpaired creature, you may pair this creature with another unpaired creature you control.\nWhenever another creature enters under your control, if it is unpaired and this creature is unpaired, you may pair that creature with this creature.',
      ),
  }),
] as const;

/** Exploit's "you may sacrifice a creature", its sacrifice marked as the exploiting one (702.110b). */
function exploiting(effect: Effect): Effect {
  if (effect.kind === 'sacrifice') return { ...effect, exploit: true } as Effect;
  return 'effects' in effect
    ? ({ ...effect, effects: (effect.effects as readonly Effect[]).map(exploiting) } as Effect)
    : effect;
}
