// Benchmark: a combat-heavy game (`node bench/combat.bench.mjs` after building `out/`). Each side keeps 10
// creatures (toughness 5, so blocks rarely kill and the board stays full); every turn half of the ready creatures
// attack and the defender blocks with all it has: the first attacker is double-blocked and its damage divided
// explicitly, the others are blocked one to one. First strike, trample and lifelink keep every damage path busy.
import { createGame, defineCard } from '../out/index.js';
import { recorder } from './game.mjs';
import { measure } from './replay.bench.mjs';

const def = spec => defineCard({ type: 'Creature — Soldier', power: 2, toughness: 5, ...spec }).def;
const ARMY = [
  def({ name: 'Shield Bearer', cost: '{1}{W}' }),
  def({ name: 'Shield Bearer', cost: '{1}{W}' }),
  def({ name: 'Shield Bearer', cost: '{1}{W}' }),
  def({ name: 'Shield Bearer', cost: '{1}{W}' }),
  def({ name: 'Keen Lancer', cost: '{1}{W}', keywords: ['first strike'] }),
  def({ name: 'Keen Lancer', cost: '{1}{W}', keywords: ['first strike'] }),
  def({ name: 'Trampling Ox', cost: '{1}{G}', keywords: ['trample'] }),
  def({ name: 'Trampling Ox', cost: '{1}{G}', keywords: ['trample'] }),
  def({ name: 'Blood Leech', cost: '{1}{B}', power: 1, keywords: ['lifelink'] }),
  def({ name: 'Blood Leech', cost: '{1}{B}', power: 1, keywords: ['lifelink'] }),
];
const PLAINS = defineCard({ name: 'Plains', type: 'Basic Land — Plains' }).def;

function setup() {
  const result = createGame({
    players: ['Alice', 'Bob'].map(id => ({
      id,
      life: 100_000,
      library: Array.from({ length: 60 }, () => ({ def: PLAINS })),
      battlefield: ARMY.map(d => ({ def: d })),
    })),
    activePlayer: 'Alice',
    turn: 1,
    step: 'main1',
  });
  if (!result.ok) throw new Error(result.problems.map(p => p.message).join('; '));
  return result.state;
}

const isCreature = (s, id) => s.objects[id].def.types.includes('Creature');

function playTurn(state, record) {
  let s = state;
  const { act, go } = recorder(
    () => s,
    next => {
      s = next;
    },
    record,
  );
  const me = s.activePlayer;
  const opponent = s.players.find(p => p.id !== me).id;
  const hand = () => s.players.find(p => p.id === me).hand;
  go('declareAttackers');
  const ready = s.battlefield.filter(
    id =>
      s.permanents[id].controller === me &&
      isCreature(s, id) &&
      !s.permanents[id].tapped &&
      s.permanents[id].sinceTurnStart,
  );
  const attackers = ready.filter((_, i) => i % 2 === s.turn % 2);
  act({
    type: 'declareAttackers',
    player: me,
    attackers: attackers.map(a => ({ attacker: a, target: { player: opponent } })),
  });
  if (attackers.length) {
    go('declareBlockers');
    const untapped = s.battlefield.filter(
      id => s.permanents[id].controller === opponent && isCreature(s, id) && !s.permanents[id].tapped,
    );
    const blocks = [];
    attackers.forEach((attacker, i) => {
      for (let k = 0; k < (i === 0 ? 2 : 1) && untapped.length; k++)
        blocks.push({ blocker: untapped.shift(), attacker });
    });
    if (!act({ type: 'declareBlockers', player: opponent, blocks }))
      act({ type: 'declareBlockers', player: opponent, blocks: [] });
    const first = s.combat?.attackers[0];
    if (first && first.blockers.length >= 2 && s.permanents[first.id]) {
      // All of its damage to the second blocker: legal without trample, as there is no damage assignment order.
      const power = s.objects[first.id].def.power ?? 0;
      if (power > 0)
        act({
          type: 'assignCombatDamage',
          player: me,
          assignments: [{ source: first.id, to: { object: first.blockers[1] }, amount: power }],
        });
    }
  }
  go('end');
  while (s.activePlayer === me && !s.result) {
    if (s.pending?.kind === 'discard') act({ type: 'discard', player: me, cards: hand().slice(0, s.pending.count) });
    else act({ type: 'pass', player: s.priority });
  }
  return s;
}

/** Records the combat game until it has at least `minActions` actions. */
export function combatGame(minActions = 1000) {
  const start = setup();
  const actions = [];
  let s = start;
  while (actions.length < minActions && !s.result) s = playTurn(s, actions);
  return { start, actions, turns: s.turn };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const game = combatGame();
  const count = (type, key) => game.actions.filter(a => a.type === type).reduce((n, a) => n + a[key].length, 0);
  console.log(
    `combat game: ${count('declareAttackers', 'attackers')} attacks, ${count('declareBlockers', 'blocks')} blocks, ` +
      `${count('assignCombatDamage', 'assignments')} explicit damage divisions`,
  );
  measure('combat game (10 creatures a side)', game);
}
