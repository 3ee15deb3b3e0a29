import { quoted, type GameState, type ObjectId, type PlayerId, type TargetChoice } from '@mtg-scenario/engine';
import { AstUtils, type Reference } from 'langium';
import {
  isBoardCard,
  isCard,
  isPlayer,
  isScenario,
  isSpellAlias,
  isTokenAlias,
  isLine,
  type Referable,
} from '../generated/ast.js';
import { Codes } from '../base/codes.js';
import { firstNamed, firstNamedAnywhere, stackTopFirst } from './objects.js';
import { lineOf } from './locations.js';
import { fail, skip, type LineOf, type Located, type ReplayContext } from './replay-context.js';
import { lineContaining } from '../workspace/ast-walk.js';

/**
 * What a card name stands for depends on where it is written: the card cast is in the caster's hand, an attacker is
 * on the battlefield under the attacker's control, the target of a counterspell is on the stack, and so on.
 */
export type Purpose =
  | 'cast'
  | 'play'
  | 'manaSource'
  | 'activate'
  | 'attacker'
  | 'blocker'
  | 'attacked'
  | 'blockedAttacker'
  | 'target'
  | 'keep'
  | 'discard'
  | 'graveyardCard'
  | 'damageSource'
  | 'damageRecipient';

/** A name resolved for one line, remembered to place an engine violation on the name that caused it. */
export interface Mention extends Located {
  readonly object?: ObjectId;
  readonly player?: PlayerId;
  /** Secondary names (targets, blockers, payment) win over the main one naming the same object (`offendingPart`). */
  readonly secondary: boolean;
}

export class NameResolver {
  readonly mentions: Mention[] = [];

  constructor(
    private readonly ctx: ReplayContext,
    private readonly lineOf: LineOf,
  ) {}

  private get state(): GameState {
    return this.ctx.state;
  }

  /** The object a name denotes, for `purpose` on behalf of `player`; `exclude` holds ids already used in the line. */
  object(
    ref: Reference<Referable> | undefined,
    at: Located,
    purpose: Purpose,
    player: PlayerId,
    secondary = false,
    exclude: readonly ObjectId[] = [],
  ): ObjectId {
    const target = ref?.ref;
    if (!target) skip(`${quoted(ref?.$refText ?? '')} is not known`);
    if (isPlayer(target)) skip(`${target.name} is a player, not a card`);
    const id = isCard(target) ? this.byName(target.name, at, purpose, player, exclude) : this.alias(target, at);
    this.mentions.push({ ...at, object: id, secondary });
    return id;
  }

  /** A player or an object (targets, attack targets, damage recipients). */
  choice(
    ref: Reference<Referable> | undefined,
    at: Located,
    purpose: Purpose,
    player: PlayerId,
    secondary = true,
  ): TargetChoice {
    const target = ref?.ref;
    if (isPlayer(target)) {
      this.mentions.push({ ...at, player: target.name, secondary });
      return { player: target.name };
    }
    return { object: this.object(ref, at, purpose, player, secondary) };
  }

  /**
   * The object a bare name written as a choice denotes (`Alice chooses bolt for palm`): an alias, else the first card
   * of that name (the battlefield, the stack top first, then each player's zones); undefined when none is.
   */
  named(name: string, at: Located): ObjectId | undefined {
    const id = this.ctx.aliases.get(name) ?? firstNamedAnywhere(this.state, name);
    if (id !== undefined) this.mentions.push({ ...at, object: id, secondary: true });
    return id;
  }

  alias(target: Referable, at: Located): ObjectId {
    const name = isBoardCard(target) || isSpellAlias(target) || isTokenAlias(target) ? target.name : undefined;
    if (name === undefined) skip('not an alias');
    const id = this.ctx.aliases.get(name);
    if (id !== undefined) return id;
    const deadAt = this.ctx.dead.get(name);
    if (deadAt !== undefined) {
      fail(
        at,
        Codes.dependsOnIllegalAction,
        `Not replayed: ${name} names the spell cast on line ${this.lineOf(deadAt)}, which did not happen.`,
        'warning',
      );
    }
    if (isSpellAlias(target)) {
      fail(
        at,
        Codes.aliasNotYetDefined,
        `${name} is not defined yet: it names the spell cast on line ${this.lineOfNode(target)}, later in the scenario.`,
      );
    }
    skip(`${name} names no single object`);
  }

  /** The line number of the line containing `node`, as a token the runner resolves (see `LineOf`). */
  private lineOfNode(node: Referable): string | number {
    const line = lineContaining(node);
    const scenario = line && AstUtils.getContainerOfType(line, isScenario);
    const index = scenario ? scenario.members.filter(isLine).indexOf(line) : -1;
    return index >= 0 ? this.lineOf(index) : lineOf(node);
  }

  private byName(
    name: string,
    at: Located,
    purpose: Purpose,
    player: PlayerId,
    exclude: readonly ObjectId[],
  ): ObjectId {
    const s = this.state;
    const free = (id: ObjectId) => !exclude.includes(id);
    // The first object of `ids` with the name that `fits`: each place below is looked in only if those before it have
    // nothing, and only as far as its first match.
    const first = (ids: readonly ObjectId[] | undefined, fits: (id: ObjectId) => boolean = () => true) =>
      firstNamed(s, ids ?? [], name, id => free(id) && fits(id));
    const anywhere = () => firstNamedAnywhere(s, name, free);
    const p = s.players.find(x => x.id === player);
    const mine = (id: ObjectId) => s.permanents[id]?.controller === player;
    const theirs = (id: ObjectId) => !mine(id);
    const untapped = (id: ObjectId) => !s.permanents[id]?.tapped;
    const battlefield = (fits?: (id: ObjectId) => boolean) => first(s.battlefield, fits);
    /** A permanent of hers, the untapped ones first. */
    const myPermanent = () => battlefield(id => mine(id) && untapped(id)) ?? battlefield(mine);
    const combatants = () =>
      s.combat ? [...s.combat.attackers.map(a => a.id), ...Object.keys(s.combat.blockers)] : undefined;
    let found: ObjectId | undefined;
    let where: string;
    switch (purpose) {
      case 'cast':
      case 'play':
        found = first(p?.hand) ?? first(p?.graveyard) ?? first(p?.exile) ?? first(p?.library) ?? anywhere();
        where = `in ${player}'s hand`;
        break;
      case 'discard':
        found = first(p?.hand);
        where = `in ${player}'s hand`;
        break;
      case 'graveyardCard':
        found = first(p?.graveyard);
        where = `in ${player}'s graveyard`;
        break;
      case 'activate':
        // Abilities of permanents, then those that work from the hand (cycling).
        found = myPermanent() ?? first(p?.hand) ?? battlefield();
        where = `on the battlefield under ${player}'s control or in ${player}'s hand`;
        break;
      case 'manaSource':
      case 'attacker':
      case 'blocker':
        found = myPermanent() ?? battlefield();
        where = `on the battlefield under ${player}'s control`;
        break;
      case 'attacked':
        found = battlefield(theirs) ?? battlefield();
        where = 'on the battlefield';
        break;
      case 'blockedAttacker':
        found = first(s.combat?.attackers.map(a => a.id)) ?? battlefield(theirs) ?? battlefield();
        where = 'attacking or on the battlefield';
        break;
      case 'damageSource':
        found = first(combatants(), mine) ?? battlefield();
        where = 'in combat';
        break;
      case 'damageRecipient':
        found = first(combatants()) ?? battlefield() ?? anywhere();
        where = 'in combat or on the battlefield';
        break;
      case 'keep':
        // The legend rule keeps a permanent: hers first, then any (the engine says why another can't be kept).
        found = battlefield(mine) ?? battlefield() ?? anywhere();
        where = 'on the battlefield or in any other zone';
        break;
      case 'target':
        found = first(stackTopFirst(s).map(i => i.id)) ?? battlefield() ?? anywhere();
        where = 'on the stack, on the battlefield or in any other zone';
        break;
    }
    if (found !== undefined) return found;
    fail(at, Codes.objectNotFound, `There is no ${name} ${where} at this point.`);
  }
}
