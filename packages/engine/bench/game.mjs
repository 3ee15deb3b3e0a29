// A long scripted two-player game, recorded once as a list of engine actions and replayed by the benchmarks.
import { advanceTo, apply, createGame, defineCard } from '../out/index.js';

const def = spec => defineCard(spec).def;
const CARDS = {
  forest: def({ name: 'Forest', type: 'Basic Land — Forest' }),
  mountain: def({ name: 'Mountain', type: 'Basic Land — Mountain' }),
  bears: def({ name: 'Grizzly Bears', cost: '{1}{G}', type: 'Creature — Bear', power: 2, toughness: 2 }),
  spider: def({
    name: 'Giant Spider',
    cost: '{3}{G}',
    type: 'Creature — Spider',
    power: 2,
    toughness: 4,
    keywords: ['reach'],
  }),
  ogre: def({ name: 'Gray Ogre', cost: '{2}{R}', type: 'Creature — Ogre', power: 2, toughness: 2 }),
  trampler: def({
    name: 'Craw Wurm',
    cost: '{4}{G}{G}',
    type: 'Creature — Wurm',
    power: 6,
    toughness: 4,
    keywords: ['trample'],
  }),
  bolt: def({
    name: 'Lightning Bolt',
    cost: '{R}',
    type: 'Instant',
    text: 'Lightning Bolt deals 3 damage to any target.',
  }),
  growth: def({
    name: 'Giant Growth',
    cost: '{G}',
    type: 'Instant',
    text: 'Target creature gets +3/+3 until end of turn.',
  }),
};

function deck(n) {
  const order = [
    'forest',
    'bears',
    'mountain',
    'bolt',
    'forest',
    'spider',
    'mountain',
    'growth',
    'forest',
    'ogre',
    'mountain',
    'trampler',
  ];
  return Array.from({ length: n }, (_, i) => ({ def: CARDS[order[i % order.length]] }));
}

/**
 * Setup with `creatures` creatures a side already on the battlefield (for the combat benchmark) and long
 * libraries; high life totals keep the game going for many turns.
 */
export function setup(creatures = 0) {
  const board = Array.from({ length: creatures }, (_, i) => ({
    def: i % 3 === 0 ? CARDS.spider : i % 3 === 1 ? CARDS.bears : CARDS.ogre,
  }));
  const lands = Array.from({ length: 6 }, (_, i) => ({ def: i % 2 ? CARDS.forest : CARDS.mountain }));
  const result = createGame({
    players: ['Alice', 'Bob'].map(id => ({ id, life: 100_000, library: deck(60), battlefield: [...lands, ...board] })),
    activePlayer: 'Alice',
    turn: 1,
    step: 'main1',
  });
  if (!result.ok) throw new Error(result.problems.map(p => p.message).join('; '));
  return result.state;
}

/**
 * Recording helpers for a scripted turn: `act` applies an action if it is legal, `go` advances to a step; both
 * record what was done and update the turn's state through `get`/`set`.
 */
export function recorder(get, set, record) {
  const act = action => {
    const r = apply(get(), action);
    if (r.ok) {
      set(r.state);
      record.push(action);
    }
    return r.ok;
  };
  const go = step => {
    const r = advanceTo(get(), step);
    if (!r.ok) throw new Error(r.violation.message);
    set(r.state);
    record.push(...r.implied);
  };
  return { act, go };
}

/** Plays a turn with a simple policy and returns the actions it took. */
function playTurn(state, record, { attackWithAll }) {
  let s = state;
  const { act, go } = recorder(
    () => s,
    next => {
      s = next;
    },
    record,
  );
  if (s.step !== 'main1') go('main1');
  const me = s.activePlayer;
  const hand = () => s.players.find(p => p.id === me).hand;
  for (const id of hand())
    if (s.objects[id].def.types.includes('Land') && act({ type: 'playLand', player: me, card: id })) break;
  for (const id of [...hand()]) {
    const card = s.objects[id].def;
    const cast = card.types.includes('Creature')
      ? { type: 'cast', player: me, card: id }
      : card.name === 'Lightning Bolt'
        ? { type: 'cast', player: me, card: id, targets: [{ player: s.players.find(p => p.id !== me).id }] }
        : undefined;
    if (cast && act(cast)) resolveAll();
  }
  function resolveAll() {
    while (s.stack.length) act({ type: 'pass', player: s.priority });
  }
  go('declareAttackers');
  const opponent = s.players.find(p => p.id !== me).id;
  const ready = s.battlefield.filter(
    id =>
      s.permanents[id].controller === me &&
      s.objects[id].def.types.includes('Creature') &&
      !s.permanents[id].tapped &&
      s.permanents[id].sinceTurnStart,
  );
  const attackers = attackWithAll ? ready : ready.slice(0, 2);
  act({
    type: 'declareAttackers',
    player: me,
    attackers: attackers.map(a => ({ attacker: a, target: { player: opponent } })),
  });
  if (attackers.length) {
    go('declareBlockers');
    const blockers = s.battlefield.filter(
      id =>
        s.permanents[id].controller === opponent &&
        s.objects[id].def.types.includes('Creature') &&
        !s.permanents[id].tapped,
    );
    const blocks = attackers.slice(0, blockers.length).map((attacker, i) => ({ blocker: blockers[i], attacker }));
    if (!act({ type: 'declareBlockers', player: opponent, blocks }))
      act({ type: 'declareBlockers', player: opponent, blocks: [] });
  }
  go('end');
  while (s.activePlayer === me && !s.result) {
    if (s.pending?.kind === 'discard') act({ type: 'discard', player: me, cards: hand().slice(0, s.pending.count) });
    else act({ type: 'pass', player: s.priority });
  }
  return s;
}

/** Records a game of at least `minActions` actions: returns the start state and the action list. */
export function recordGame(minActions, { creatures = 0, attackWithAll = false } = {}) {
  const start = setup(creatures);
  const actions = [];
  let s = start;
  while (actions.length < minActions && !s.result) s = playTurn(s, actions, { attackWithAll });
  return { start, actions, turns: s.turn };
}

/** Replays recorded actions; every one must be legal. */
export function replay(start, actions) {
  let s = start;
  for (const action of actions) {
    const r = apply(s, action);
    if (!r.ok) throw new Error(`replay diverged: ${r.violation.message}`);
    s = r.state;
  }
  return s;
}

/** A game in Alice's main phase of turn 3 (throws if it can't start). */
export function startGame(players) {
  const result = createGame({ players, activePlayer: 'Alice', turn: 3, step: 'main1' });
  if (!result.ok) throw new Error(result.problems.map(p => p.message).join('; '));
  return result.state;
}

/** Casts every card in Alice's hand, each resolved (cast, pass, pass); `targets(state, card)` names a cast's targets. */
export function castAll(state, targets = () => undefined) {
  let s = state;
  const run = action => {
    const r = apply(s, action);
    if (!r.ok) throw new Error(r.violation.message);
    s = r.state;
  };
  for (const card of [...s.players[0].hand]) {
    const chosen = targets(s, card);
    run({ type: 'cast', player: 'Alice', card, ...(chosen ? { targets: chosen } : {}) });
    run({ type: 'pass', player: 'Alice' });
    run({ type: 'pass', player: 'Bob' });
  }
  return s;
}
