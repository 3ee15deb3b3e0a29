import type { RuleId } from './cited-rules.js';
import type { Window } from './timing.js';
import type { StepName } from './steps.js';
import type { ViolationCode } from './violations.js';
import type { Keyword } from './keywords/index.js';

/** Players are referred to by their name in the scenario; objects by stable ids (`o1`, `bolt`, ...). */
export type PlayerId = string;
export type ObjectId = string;

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
/** Mana types (CR 106.1b): the five colors and colorless. */
export type ManaType = Color | 'C';
export type ManaPool = Readonly<Record<ManaType, number>>;

/**
 * One mana with a restriction on what it pays for (106.6): "Spend this mana only to cast a creature spell", "… only to
 * cast artifact spells or activate abilities of artifacts".
 */
export interface RestrictedMana {
  readonly mana: ManaType;
  /** The spells it may pay for, as written: its source and controller say what "you" and "~" are. */
  readonly onlyFor?: ObjectFilter;
  /** The objects whose activated abilities it may pay for. */
  readonly abilitiesOf?: ObjectFilter;
  readonly source: ObjectId;
}

export interface ManaCost {
  readonly generic: number;
  readonly colored: Readonly<Partial<Record<ManaType, number>>>;
  /** Number of {X} symbols (CR 107.3). */
  readonly x: number;
  /** Two-color hybrid symbols ({R/G}, 107.4e): each paid with either color. */
  readonly hybrid?: readonly (readonly [Color, Color])[];
  /** Phyrexian symbols ({B/P}, 107.4f): each paid with one mana of its color or 2 life. */
  readonly phyrexian?: readonly Color[];
  /** Snow symbols ({S}, 107.4h): each paid with one mana of any type that a snow source made. */
  readonly snow?: number;
}

export type CardType =
  'Artifact' | 'Battle' | 'Creature' | 'Enchantment' | 'Instant' | 'Kindred' | 'Land' | 'Planeswalker' | 'Sorcery';
export type Supertype = 'Basic' | 'Legendary' | 'Snow' | 'World' | 'Ongoing';

/**
 * Which objects a descriptor in rules text means ("nonblack creature you control", "artifact or enchantment"); every
 * field present must hold. Shared by targets (CR 115) and groups ("each creature you control").
 */
export interface ObjectFilter {
  /** At least one of these card types ("artifact or enchantment"); absent for "permanent", "spell", "card". */
  readonly types?: readonly CardType[];
  readonly notTypes?: readonly CardType[];
  /** Every one of these card types ("artifact creature"). */
  readonly allTypes?: readonly CardType[];
  /** At least one of these subtypes ("Goblin", "Elf"). */
  readonly subtypes?: readonly string[];
  /** None of these subtypes ("non-Demon"; a changeling has them all, 702.73a). */
  readonly notSubtypes?: readonly string[];
  /** At least one of these colors. */
  readonly colors?: readonly Color[];
  readonly notColors?: readonly Color[];
  /** Relative to the controller of the spell or ability. */
  readonly controller?: 'you' | 'opponent';
  /** This player controls it: a trigger event's player (`TargetSpec.ofEventPlayer`). */
  readonly controlledBy?: PlayerId;
  /** "Owned by another player": whose card it is, relative to the controller of the spell or ability (108.3). */
  readonly owner?: 'you' | 'opponent';
  /** "Another": not the object the ability comes from. */
  readonly other?: boolean;
  readonly tapped?: boolean;
  /** "Basic", "legendary", "snow": at least one of these supertypes (CR 205.4a). */
  readonly supertypes?: readonly Supertype[];
  /** "Nonbasic", "nonlegendary": none of these supertypes. */
  readonly notSupertypes?: readonly Supertype[];
  /** "Token" / "nontoken" (CR 111.1). */
  readonly token?: boolean;
  /** `attackingYou`: "that's attacking you or a planeswalker you control". */
  readonly combat?: 'attacking' | 'blocking' | 'attackingOrBlocking' | 'attackingYou';
  /** "Blocked" / "unblocked": an attacking creature once blockers are declared (509.1h). */
  readonly blocked?: boolean;
  /** "With power 3 or less", "with mana value 2 or less". */
  readonly stat?: {
    readonly kind: 'power' | 'toughness' | 'manaValue';
    readonly atLeast?: number;
    readonly atMost?: number;
  };
  /** "With flying". */
  readonly keyword?: Keyword;
  /** "Without flying". */
  readonly notKeyword?: Keyword;
  /** "With a +1/+1 counter on it": a permanent with at least one counter of this kind (122.1). */
  readonly counter?: string;
  /** "Equipped creatures", "creatures … that are equipped": an Equipment is attached to it (301.5a). */
  readonly equipped?: boolean;
  /** "Multicolored": two or more colors (105.2b). */
  readonly multicolored?: boolean;
  /** "Enchanted": an Aura is attached to it (303.4). */
  readonly enchanted?: boolean;
  /**
   * "Aura attached to ~": attached to the object the ability comes from (`source`), or to what that object is attached
   * to (`host`: "enchanted creature gets +1/+1 for each Aura attached to it").
   */
  readonly attachedTo?: 'source' | 'host';
  /** "Creatures enchanted player controls": controlled by the player the source Aura is attached to (702.5d). */
  readonly enchantedPlayer?: true;
  /** "Unpaired creature", "paired creature": paired by soulbond or not (702.95). */
  readonly paired?: boolean;
  /**
   * "Each of those creatures" after "as long as ~ is paired with another creature": the object the ability comes
   * from and the creature paired with it, while they are paired (702.95c).
   */
  readonly pair?: true;
  /** "~": only the object the ability comes from itself (`self`), as in "target creature can't block ~ this turn". */
  readonly itself?: true;
  /** "A card named Squadron Hawk": its name, as written (201.2). */
  readonly name?: string;
  /** "A basic land card or a Gate card": one of these filters (and the rest of this one). */
  readonly anyOf?: readonly ObjectFilter[];
  /** "Your commander" (903.3d): a commander of a Commander game. */
  readonly commander?: true;
  /**
   * What happened to the permanent this turn, since it entered: "that dealt damage this turn" (`dealt`), "that was
   * dealt damage this turn" (`wasDealt`), "that entered the battlefield this turn" (`entered`).
   */
  readonly thisTurn?: 'dealt' | 'wasDealt' | 'entered';
  /** "Of the chosen color", "of the chosen type": what the ability's source chose as it entered (607.2d). */
  readonly chosen?: 'color' | 'creatureType';
  /** "With lesser power" (mentor, 702.134a): less power than the object the ability comes from, as it last was there. */
  readonly lesserPower?: true;
  /** "A creature spell that has an Adventure": an adventurer card (715.1), whichever way it is cast. */
  readonly adventurer?: true;
  /**
   * "Spell that targets you or a permanent you control", "… that targets a creature", "… that targets ~": a spell on
   * the stack with at least one such target (115.1): `you`, any `player`, the ability's source (`self`), or an object
   * that fits `objects`.
   */
  readonly targeting?: {
    readonly you?: true;
    readonly player?: true;
    readonly self?: true;
    readonly objects?: ObjectFilter;
  };
}

/**
 * What a target may be (CR 115.1), read from rules text: players ("target opponent"), objects in a zone with a filter
 * ("target nonblack creature", "target creature card in your graveyard"), or both ("any target", 115.4).
 */
export interface TargetSpec {
  /** As written, lower case ("another target creature you control"): what messages and hover name. */
  readonly text: string;
  readonly player?: 'any' | 'opponent';
  readonly object?: { readonly zone: 'battlefield' | 'stack' | 'graveyard'; readonly filter: ObjectFilter };
  /** "Target activated or triggered ability": an ability on the stack (not a spell), of these kinds (113.1, 115.1). */
  readonly ability?: 'activated' | 'triggered' | 'any';
  /** "Up to two target creatures": this target may be left unchosen, with the ones after it (601.2c). */
  readonly optional?: true;
  /** "If this spell was kicked, it deals 2 damage to another target creature": chosen only if it is kicked (702.33g). */
  readonly ifKicked?: true;
  /**
   * One of `size` targets of one instance of the word "target" ("two target creatures"), the `at`-th: none of them
   * may be the same object or player (601.2c). `x`: "X target creatures" — as many of them as the X chosen (601.2b),
   * up to `size`; `upTo`: "up to X target creatures", no more than X; `count`: "…, where X is <count>", X counted as
   * the targets are chosen (601.2c).
   */
  readonly word?: {
    readonly size: number;
    readonly at: number;
    readonly x?: true;
    readonly upTo?: true;
    readonly count?: Count;
  };
  /** "… and 1 damage to another target": not any object or player chosen for the targets before it (601.2c). */
  readonly another?: true;
  /**
   * "Target creature that player controls": the player a triggered ability's event was about controls it, fixed as
   * the ability is put on the stack (603.3d) into the filter's `controlledBy`.
   */
  readonly ofEventPlayer?: true;
  /**
   * "Target creature defending player controls": in an attacking creature's triggered ability, the player it attacks
   * controls it (508.5), fixed as the ability is put on the stack into the filter's `controlledBy`.
   */
  readonly ofDefending?: true;
}

/** Effects are data; each kind is an entry of the effect registry (`effects/`), which reads and performs it. */
/**
 * Filled by the registries through declaration merging, so the unions they infer are known here without core
 * importing them: `effects/index.ts` adds `effect` (every effect as data), `rules/triggers.ts` adds `triggerKind` and
 * `events/replacement.ts` adds `replacement` (every printed replacement ability, with its entry's parameters).
 * A package using the engine sees them only if those declarations are loaded: `index.ts` re-exports a type of each
 * registry (without that, `Effect` is `never` there).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declared empty, merged by the registries
export interface Registries {}

/** An effect as data, as spells and abilities carry it (one kind per entry of `effects/`). */
export type Effect = Registries extends { readonly effect: infer E } ? E : never;
/** A trigger condition's kind (one per entry of `rules/triggers.ts`). */
export type TriggerKind = Registries extends { readonly triggerKind: infer K } ? K : never;
/**
 * "~ enters tapped." and the like: a replacement or prevention effect of the registry in `events/replacement.ts`
 * (CR 614, 615), one variant per entry a card's ability names, with what its sentence said as that entry reads it
 * (a number of counters and their kind, a condition, "combat damage" only).
 */
export type ReplacementAbility = Registries extends { readonly replacement: infer R } ? R : never;
/** The entries of `events/replacement.ts` a card's ability can name. */
export type ReplacementId = ReplacementAbility['replacement'];

/** Trigger conditions (CR 603.1), each an entry of the trigger registry (`triggers.ts`). */
export interface TriggerCondition {
  /**
   * An entry of the registry, or what a resolving spell or ability made: `delayed`, a delayed triggered ability
   * (603.7a); `reflexive`, one that triggers on an instruction of it being done (603.12).
   */
  readonly kind: TriggerKind | 'delayed' | 'reflexive';
  /** Which objects the event must be about: "another creature you control", "an instant or sorcery spell". */
  readonly filter?: ObjectFilter;
  /** "~ or another creature you control dies": the source itself counts too. */
  readonly self?: boolean;
  /** "At the beginning of each upkeep": every player's, not only its controller's. */
  readonly each?: boolean;
  /**
   * "Whenever an opponent casts", "whenever a player casts": whose actions; absent for "you". `attached`: "the upkeep of
   * enchanted creature's controller" — whoever controls what the source is attached to; `chosen`: "the chosen player's
   * upkeep", the player chosen as it entered.
   */
  readonly who?: 'opponent' | 'any' | 'attached' | 'enchantedPlayer' | 'chosen';
  /** The kind of counter put on it ("whenever a +1/+1 counter is put on ~"). */
  readonly counter?: string;
  /** "A +1/+1 counter is put": once for each counter, not once for each time counters are put (603.2c). */
  readonly perCounter?: boolean;
  /** "If ~ is in your graveyard": the ability works from its owner's graveyard, not the battlefield (113.6b). */
  readonly zone?: 'graveyard';
  /** A number the opening counts to: "at least two other creatures", "two or more creatures", "other than your first spell". */
  readonly atLeast?: number;
  /** Which one of the turn's: "your second spell", "your second card" (1 for the first). */
  readonly nth?: number;
  /** "Deals combat damage": only combat damage (510.2). */
  readonly combat?: true;
  /** "Enchanted creature", "equipped creature": the event is about the permanent the source is attached to. */
  readonly attached?: true;
  /**
   * "Deals damage to a player / an opponent / a creature / you / a player or planeswalker / a Dinosaur (`permanent`,
   * described by `against`) / ~ (`self`)": who or what is dealt the damage.
   */
  readonly to?:
    | 'player'
    | 'opponent'
    | 'creature'
    | 'you'
    | 'playerOrPlaneswalker'
    | 'permanent'
    | 'self'
    /** "Attacks enchanted player": the player the source Aura is attached to (702.5d). */
    | 'enchantedPlayer';
  /** "A source you control / an opponent controls deals damage": whose the source is. */
  readonly by?: 'you' | 'opponent';
  /** "Deals noncombat damage": only damage that isn't combat damage. */
  readonly noncombat?: true;
  /** "Blocks a creature with flying": what the other object of the event must be. */
  readonly against?: ObjectFilter;
  /** "A creature dealt damage by ~ this turn": the event's object was dealt damage by the source this turn (120.3). */
  readonly damagedBySource?: true;
  /** "Is put into a graveyard from anywhere / from your library": where from; absent for the battlefield. */
  readonly from?: 'anywhere' | 'library' | 'hand' | 'graveyard';
  /** "Is put into exile from the battlefield": where to; absent for a graveyard. */
  readonly into?: 'exile';
  /** "During your turn", "during an opponent's turn": whose turn it must be as the event happens. */
  readonly during?: 'you' | 'opponent';
  /** "Becomes the target of a spell": not of an ability. */
  readonly spellOnly?: true;
  /** "Whenever ~ enters or dies": each of the events, any of which triggers the ability (603.2). */
  readonly either?: readonly TriggerCondition[];
  /** "Whenever ~ blocks one or more …" / "becomes blocked by one or more …": only the one or the other (509.3e). */
  readonly blocking?: true;
  readonly blocked?: true;
  /** "Whenever you surveil": a surveil, not a scry (701.25d). */
  readonly surveil?: true;
  /** "Whenever you clash and win", "whenever you win a coin flip": only a won one; false: only a lost one. */
  readonly won?: boolean;
  /** A state trigger's condition ("when you control no Islands", 603.8). */
  readonly state?: StateCondition;
}

/**
 * The keywords whose cost may be written with more than mana (`keywordCost` abilities): additional costs of casting,
 * and the cost of turning a face-down permanent face up (702.37e).
 */
export type WrittenKeywordCost = 'kicker' | 'buyback' | 'entwine' | 'morph' | 'megamorph' | 'splice';

export type Ability =
  /**
   * "{T}: Add {G}." or a basic land's intrinsic ability (CR 305.6): a mana ability, doesn't use the stack (605.3).
   * `produces` are the choices for its one mana. Without `cost` it costs {T}; "{T}, Sacrifice ~: Add one mana of any
   * color" has its cost here. `effects` happen as it resolves ("~ deals 1 damage to you"), without targets (605.1a).
   * `yields`: "Add {C}{C}{C}", "Add {R}{W}" — all of these at once rather than one of `produces`; `times`: "Add {G}
   * for each Elf you control" — the mana made that many times, counted as it resolves (608.2h).
   */
  | {
      readonly kind: 'mana';
      readonly produces: readonly ManaType[];
      readonly yields?: readonly ManaType[];
      /** "Add {U}{U}, {U}{R}, or {R}{R}", "two mana of any one color": one of these sets, each made at once. */
      readonly choices?: readonly (readonly ManaType[])[];
      readonly times?: Count;
      readonly cost?: AbilityCost;
      readonly effects?: readonly Effect[];
      /** "Activate only once each turn" (602.5b): activated only by choice, never by the automatic payment of a cost. */
      readonly oncePerTurn?: boolean;
      /** "Spend this mana only to cast a creature spell" (106.6): the spells its mana may pay for. */
      readonly onlyFor?: ObjectFilter;
      /** "Add one mana of the chosen color": of the color its source chose as it entered (607.2d), none before. */
      readonly chosenColor?: true;
      /** "… or activate abilities of artifacts", "spend this mana only to activate abilities of artifacts" (106.6). */
      readonly abilitiesOf?: ObjectFilter;
      /**
       * "Remove any number of storage counters from ~: Add {W} for each storage counter removed this way", "remove X
       * storage counters from ~: add X mana in any combination of {W} and/or {U}", "add {B}, then add an additional {B}
       * for each charge counter removed this way": `base`, then one mana of `produces` (each of its player's choice)
       * for each counter its cost removes (`removeXCounters`), as many as its player chooses while activating it.
       */
      readonly perRemoved?: { readonly base: readonly ManaType[] };
      /** "Activate only if you control a Swamp" (602.5): likewise activated only by choice, when the condition holds. */
      readonly onlyIf?: StateCondition;
    }
  /**
   * "Whenever enchanted land is tapped for mana, its controller adds an additional {G}" (`enchanted`), "whenever you
   * tap a Swamp for mana, add an additional {B}" (`filter`; `anyPlayer`: "whenever a player taps a land …, that
   * player adds …"): a triggered mana ability (605.1b), which resolves right after the mana ability it watches (605.4a,
   * 106.12a), adding `adds` — or one mana of a type the land produced — to the pool of the player who tapped it.
   */
  | {
      readonly kind: 'manaTrigger';
      readonly enchanted?: true;
      readonly filter?: ObjectFilter;
      readonly anyPlayer?: true;
      /**
       * `chosen`: one mana of the color its source chose as it entered (607.2d); `anyColor`: that many mana of colors
       * its player chooses (106.1a).
       */
      readonly adds: readonly ManaType[] | 'produced' | 'chosen' | { readonly anyColor: number };
    }
  /** The instructions of an instant or sorcery (CR 113.3a); a modal spell's options (700.2). */
  | {
      readonly kind: 'spell';
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      readonly modes?: Modes;
    }
  /**
   * "Awaken N—[cost]" (702.113a): cast for this cost rather than its mana cost (`awakened`), the spell also puts N
   * +1/+1 counters on target land its caster controls, which becomes a 0/0 Elemental creature with haste.
   */
  | {
      readonly kind: 'awaken';
      readonly cost: ManaCost;
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
    }
  /** An overloaded spell's instructions (702.96a): its text read with "each" for every "target" — no targets. */
  | { readonly kind: 'overloaded'; readonly effects: readonly Effect[] }
  /** "As an additional cost to cast this spell, sacrifice a creature" (601.2f): paid as the card is cast, whatever its type. */
  | {
      readonly kind: 'additionalCost';
      readonly cost: AbilityCost;
      /**
       * "Reveal a Merfolk card from your hand or pay {3}": the cards of which one revealed from the hand is paid
       * instead of `cost` (its mana); the default choice when the hand has one, as revealing costs nothing else.
       */
      readonly orReveal?: ObjectFilter;
    }
  /** "[If <condition>,] you may <cost> rather than pay this spell's mana cost": an alternative cost (118.9). */
  | {
      readonly kind: 'alternativeCost';
      readonly cost: AbilityCost;
      readonly condition?: StateCondition;
      /** Emerge (702.119a): the total cost is reduced by the mana value of the creature it sacrifices. */
      readonly emerge?: true;
    }
  /**
   * "Flashback—{1}{U}, Pay 3 life", "Flashback—Sacrifice three creatures" (702.34a): cast from its owner's graveyard
   * for this cost instead of its mana cost (a flashback written with more than mana, which the keyword can't hold).
   */
  | { readonly kind: 'flashback'; readonly cost: AbilityCost }
  /**
   * "Kicker—Sacrifice a land" (702.33a), "Buyback—Pay 4 life" (702.27a), "Entwine—Sacrifice two lands" (702.42a): an
   * additional cost the cast may choose (`kicked`, `with buyback`, `entwined`); "Morph—Discard a card" (702.37a): the
   * cost to turn it face up. Written with more than mana, which the keyword's own cost can't hold.
   */
  | { readonly kind: 'keywordCost'; readonly keyword: WrittenKeywordCost; readonly cost: AbilityCost }
  /** "Cast ~ only during combat", "… only if you control a snow land" (601.3): when the spell may be cast. */
  | { readonly kind: 'castOnly'; readonly window?: Window; readonly condition?: StateCondition }
  /**
   * "If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices
   * it at the beginning of the next cleanup step": cast as though it had flash when it needed that (702.8a), the
   * permanent it becomes is sacrificed by a delayed triggered ability (603.7a).
   */
  | { readonly kind: 'flashSacrifice' }
  /** "~ costs {2}{U} more to cast for each target beyond the first" (strive, 601.2f): that cost once per extra target. */
  | { readonly kind: 'costPerTarget'; readonly cost: ManaCost }
  /**
   * "You may cast creature spells as though they had flash", "you may play lands from your graveyard", "you may cast
   * ~ from your graveyard" (601.3, 305.1, 702.8a): a static permission of its controller (`anyPlayer`: of every
   * player) for the cards that fit `cards` (`self`: for the card it is written on, from any zone, 113.6f).
   */
  | {
      readonly kind: 'permission';
      readonly grant: PlayGrant;
      readonly cards?: ObjectFilter;
      readonly self?: true;
      /** "As long as you control a green permanent, you may cast ~ as though it had flash": only while it holds. */
      readonly condition?: StateCondition;
      readonly anyPlayer?: true;
    }
  /**
   * "~ can't block.", "~ attacks each combat if able.", "enchanted creature can't attack or block." (CR 508.1c–d,
   * 509.1b–c), "~ can't be countered" (101.2): an entry of `restrictions.ts`. `filter` is the creatures it names
   * ("can't be blocked except by creatures with flying"); `attached`: it restricts what its source is attached to;
   * `group`: it restricts each permanent that fits, as its source's controller reads it ("creatures without flying
   * can't attack").
   */
  | {
      readonly kind: 'restriction';
      readonly restriction: Restriction;
      readonly filter?: ObjectFilter;
      readonly attached?: boolean;
      readonly group?: ObjectFilter;
      /** How many creatures: "can't be blocked by more than two creatures", "… except by three or more creatures". */
      readonly amount?: number;
      /** "Creature spells you control can't be countered": each spell on the stack that fits, as `group` reads it. */
      readonly spells?: ObjectFilter;
      /**
       * "As long as defending player controls an artifact", "can't attack if defending player controls …": in force
       * only while the defending player of the creature's attack (508.5) controls a permanent that fits.
       */
      readonly defender?: ObjectFilter;
      /** "As long as …": it exists only while this holds; "unless …" ("can't attack unless you control …"): only while it doesn't. */
      readonly condition?: StaticCondition;
      readonly unless?: StateCondition;
    }
  /**
   * A static ability that changes characteristics (CR 604.1, 613): "creatures you control get +1/+1", "equipped
   * creature gets +2/+0 and has vigilance", "as long as it's your turn, ~ has first strike". `affects` is the group,
   * the object its source is attached to, or the source itself; `change` what it does in each layer (`layers.ts`).
   */
  | {
      readonly kind: 'static';
      readonly affects: ObjectFilter | 'attached' | 'self';
      readonly change: Change;
      readonly condition?: StaticCondition;
    }
  /** "~ enters tapped.", "prevent all combat damage that would be dealt to ~" (CR 614, 615). */
  | ReplacementAbility
  | {
      readonly kind: 'triggered';
      readonly trigger: TriggerCondition;
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      /** An intervening "if" (603.4): it triggers only if this holds, and does nothing if it no longer does as it resolves. */
      readonly condition?: StateCondition;
    }
  /**
   * "Creature spells you cast cost {1} less to cast", "~ costs {1} less to cast for each artifact you control"
   * (CR 601.2f; `cost-changes.ts`): `amount` is added to the generic cost (negative: a reduction, 118.7a). `self`:
   * it changes the cost of the spell it is on, `forEach` times or if `condition` holds; else of the spells that fit
   * `spells`, cast by `who` relative to its controller.
   */
  | {
      readonly kind: 'costChange';
      readonly amount: number;
      readonly self?: boolean;
      readonly forEach?: Count;
      /** Colored mana taken off the spell's own cost ("costs {2}{U} less", 118.7c). */
      readonly colored?: Readonly<Partial<Record<ManaType, number>>>;
      /** Colored mana added to the cost ("black spells you cast cost {B} more to cast", 601.2f). */
      readonly coloredMore?: Readonly<Partial<Record<ManaType, number>>>;
      readonly condition?: StateCondition;
      readonly spells?: ObjectFilter;
      readonly who?: 'you' | 'opponents' | 'any';
    }
  /**
   * "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you"
   * (CR 508.1h): a cost to attack its controller (`planeswalkers`: or planeswalkers they control), `amount` generic
   * mana per creature attacking them.
   */
  | { readonly kind: 'attackTax'; readonly amount: number; readonly planeswalkers?: true }
  /**
   * "You have no maximum hand size", "each opponent's maximum hand size is reduced by one" (402.2): whose maximum
   * hand size it changes, relative to its controller, and how (`by` cards more or fewer, or `none`).
   */
  | {
      readonly kind: 'handSize';
      readonly who: 'you' | 'opponents' | 'each';
      readonly by?: number;
      readonly none?: true;
    }
  /** "{2}, {T}: Draw a card." and loyalty abilities "[+1]: …" (CR 602, 606). */
  | {
      readonly kind: 'activated';
      readonly cost: AbilityCost;
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      /** The cost as written ("{2}, {T}"), to name the ability. */
      readonly costText: string;
      /** "Activate only as a sorcery" (602.5d); loyalty abilities always are (606.3). */
      readonly sorcery?: boolean;
      /** "Activate only once each turn" (602.5b). */
      readonly oncePerTurn?: boolean;
      /** "Activate no more than twice each turn" (602.5b): how many times each turn, more than once. */
      readonly timesPerTurn?: number;
      /** "Activate only during your upkeep", "… only during combat" (602.5): when in the turn it may be activated. */
      readonly during?: Window;
      /** "Activate only if you control a Forest" (602.5): a condition on the game as it is activated. */
      readonly onlyIf?: StateCondition;
      /** "Any player may activate this ability" (602.2): whoever activates it controls it and pays its costs (602.1a). */
      readonly anyPlayer?: true;
      /** "This ability costs {1} less to activate for each …" (602.2b): a change to its own mana cost. */
      readonly costChange?: Extract<Ability, { kind: 'costChange' }>;
      /** Where it functions when not on the battlefield: cycling works from its owner's hand (702.29a). */
      /** Where it works when not on the battlefield (113.6m): its owner's hand (cycling, bloodrush) or graveyard. */
      readonly zone?: 'hand' | 'graveyard';
      /** A cycling or typecycling ability (702.29a, 702.29f): what "when you cycle" and "a player cycles" look for. */
      readonly cycling?: true;
    };

/** "Choose one —" and its bulleted options (CR 700.2): how many may be chosen, and what each does. */
export interface Modes {
  readonly min: number;
  readonly max: number;
  readonly options: readonly {
    readonly text: string;
    readonly targets: readonly TargetSpec[];
    readonly effects: readonly Effect[];
  }[];
}

export type Restriction =
  | 'cantAttack'
  | 'cantBlock'
  | 'cantBeCountered'
  | 'cantAttackYou'
  | 'cantAttackYouThePlayer'
  | 'cantBeBlocked'
  | 'cantBeBlockedBy'
  | 'canBlockOnly'
  | 'mustAttack'
  | 'mustBeBlocked'
  /** "Blocks ~ this combat if able" (provoke, 702.39a): a requirement to block one attacker (509.1c). */
  | 'mustBlock'
  | 'cantBeBlockedByMore'
  | 'cantBeBlockedExceptByMore'
  | 'cantAttackUnlessDefender'
  | 'cantWinOpponentsCantLose'
  | 'doesntUntap'
  /** "You may choose not to untap ~ during your untap step" (502.3): its controller may keep it tapped. */
  | 'mayStayTapped'
  | 'cantBlockThose'
  | 'cantAttackAlone'
  | 'cantBlockAlone'
  | 'cantActivate'
  | 'cantBeRegenerated'
  | 'mustBlock'
  | 'mustBlockThose'
  | 'attacksDespiteDefender'
  /** "Can block an additional creature each combat", "… any number of creatures" (509.1a): more than one attacker. */
  | 'canBlockAdditional'
  | 'canBlockAny';

/** The costs of an activated ability (CR 602.2b, 118), each present one to be paid. */
export interface AbilityCost {
  readonly mana?: ManaCost;
  /** {T} (107.5) and {Q} (107.6). */
  readonly tap?: boolean;
  readonly untap?: boolean;
  /** "Sacrifice ~". */
  readonly sacrificeSelf?: boolean;
  /** "Exert ~" (701.43a): it won't untap during its controller's next untap step. */
  readonly exertSelf?: boolean;
  /** "Sacrifice a creature", "sacrifice another artifact": one permanent of these you control (701.21a). */
  readonly sacrifice?: ObjectFilter;
  /** "Sacrifice three creatures": how many of `sacrifice` (1 when absent). */
  readonly sacrificeCount?: number;
  /** "Pay N life" (119.4); "pay X life": the X announced with the spell or ability (107.3). */
  readonly life?: number | 'X';
  /** "Discard a card" / "discard two cards" (701.9a); "discard X cards": the X announced (107.3, 601.2b). */
  readonly discard?: number | 'X';
  /** "Discard a creature card": what the discarded cards must be. */
  readonly discardFilter?: ObjectFilter;
  /** "Discard a card at random" (701.9b): nobody chooses which. */
  readonly discardRandom?: true;
  /** "Discard this card": cycling's cost (702.29a). */
  readonly discardSelf?: boolean;
  /** "Exile this card from your graveyard" (scavenge 702.97a): an ability that works only there (113.6m). */
  readonly exileSelf?: boolean;
  /**
   * A loyalty ability's cost: loyalty counters put on (positive) or removed (negative) (606.4); "−X": X removed, as
   * announced (107.3a).
   */
  readonly loyalty?: number | 'X';
  /** "Remove a +1/+1 counter from ~" (negative) or "put a -1/-1 counter on ~" (positive): counters of a kind on the source (118.3, 122.6). */
  readonly counters?: { readonly kind: string; readonly n: number };
  /** "Tap an untapped creature you control": permanents of these, other than ones tapped for {T} (701.26a). */
  readonly tapUntapped?: { readonly filter: ObjectFilter; readonly n: number };
  /** Crew N (702.122a): tap any number of other untapped creatures you control with total power N or greater. */
  readonly crew?: number;
  /** "Exile two cards from your graveyard", "exile X cards from your graveyard" (701.13a). */
  readonly exileFromGraveyard?: { readonly filter: ObjectFilter; readonly n: number | 'X' };
  /** "Exile a blue card from your hand" (701.13a). */
  readonly exileFromHand?: { readonly filter: ObjectFilter; readonly n: number };
  /** "Mill a card" (701.17a). */
  readonly mill?: number;
  /** "Pay {E}{E}": energy counters removed from the player (107.14). */
  readonly energy?: number;
  /** "Exile ~": the source, from the battlefield (701.13a). */
  readonly exileSelfInPlay?: boolean;
  /** "Return ~ to its owner's hand": the source (400.3). */
  readonly returnSelf?: boolean;
  /** "Return a land you control to its owner's hand": permanents of these you control (400.3). */
  readonly returnToHand?: { readonly filter: ObjectFilter; readonly n: number };
  /** "Remove X storage counters from ~": X as announced (107.3a) of the kind, from the source (118.3). */
  readonly removeXCounters?: string;
  /**
   * "Remove a +1/+1 counter from a creature you control" (negative), "put a -1/-1 counter on a creature you control"
   * (positive): on one permanent of these you control (118.3, 122.6).
   */
  readonly countersOnOther?: { readonly kind: string; readonly n: number; readonly filter: ObjectFilter };
  /** "Discard your hand": every card in it (701.9a). */
  readonly discardHand?: boolean;
  /** "Reveal ~ from your hand" (701.20a): a cost only the card in its owner's hand can pay (113.6j). */
  readonly revealSelf?: boolean;
}

/** A card's printed characteristics (CR 109.3). Immutable and shared by every object made from it. */
export interface CardDef {
  readonly name: string;
  readonly cost?: ManaCost;
  readonly supertypes: readonly Supertype[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly power?: number;
  readonly toughness?: number;
  readonly loyalty?: number;
  readonly defense?: number;
  /** Lower-case keyword abilities (CR 702), e.g. `flying`, `protection from red`, `islandwalk`. */
  readonly keywords: readonly Keyword[];
  readonly abilities: readonly Ability[];
  /** Color indicator / explicit colors; otherwise derived from the mana cost (CR 202.2). */
  readonly colors?: readonly Color[];
  /**
   * What the card has that the engine doesn't model and plays as if it weren't there: a game using this card can't
   * be judged (a scenario using it is inconclusive). Absent when the engine models the whole card.
   */
  readonly unmodelled?: readonly Unmodelled[];
  /** The card's other faces, for a card with two faces or halves (CR 709, 712, 715). */
  readonly faces?: CardFaces;
}

/**
 * A card's other sets of characteristics: a transforming double-faced card's back face (712.8d–e), a split card's two
 * halves, whose combination the card is outside the stack (709.4), an adventurer card's Adventure (715.2).
 */
export type CardFaces =
  | { readonly layout: 'transform'; readonly back: CardDef }
  | { readonly layout: 'split'; readonly halves: readonly [CardDef, CardDef]; readonly fuse?: true }
  | { readonly layout: 'adventure'; readonly adventure: CardDef };

/**
 * A part of a card the engine doesn't model: a sentence of its text, its mana cost, a keyword, a value such as power
 * "*" (`value`), or a face of a multi-face card (`layout`, from a card database).
 */
export interface Unmodelled {
  readonly kind: 'text' | 'cost' | 'keyword' | 'value' | 'layout';
  /** As written: the sentence, the cost, the keyword. */
  readonly text: string;
  /** A sentence read in part: the first words the reader couldn't place ("unless you pay {2}"). */
  readonly stoppedAt?: string;
}

/** The zones of CR 400.1; the command zone holds cards (a commander, 903.6) apart from emblems (`GameState.emblems`). */
export type Zone = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'stack' | 'exile' | 'command';

/**
 * A card's identity: never changes, so the record of all objects is shared by every state. Where it is follows
 * from the zones (`zoneOf`); an object that moves becomes a new object (CR 400.7), which targets detect through
 * the timestamp of the permanent or stack entry they chose.
 */
export interface CardObject {
  readonly id: ObjectId;
  readonly def: CardDef;
  readonly owner: PlayerId;
  /**
   * A token, not a card (CR 111.1): created on the battlefield, it ceases to exist in any other zone (704.5d). Its
   * record stays, like every object's, so what triggered on it leaving can still read it (603.10a).
   */
  readonly token?: boolean;
  /**
   * While it is a copy on the battlefield ("enter as a copy of", CR 707.2), `def` holds the copiable values it
   * copied and this its own card's; it becomes itself again when it leaves (400.7).
   */
  readonly printed?: CardDef;
  /**
   * Face down (708): `def` is the 2/2 face-down creature with no name, text, subtypes or mana cost (702.37a), and
   * `printed` the card; it becomes itself again when it leaves the stack or the battlefield (708.9) or is turned face
   * up (708.8).
   */
  readonly faceDown?: true;
  /**
   * Face down because it was manifested (701.40a): its controller may turn it face up for its mana cost if it is a
   * creature card (701.40b), for as long as it stays face down.
   */
  readonly manifested?: true;
  /**
   * A double-faced permanent with its back face up (701.27a): `def` is the back face's characteristics and `printed`
   * the card, front face up again when it leaves the battlefield (712.8a).
   */
  readonly transformed?: true;
  /**
   * A spell cast as one of its card's faces: a split card's half (709.3b), both halves fused (702.102b), an Adventure
   * (715.3b), bestowed (702.103b). `def` is what the spell is and `printed` the card, itself again as it leaves the
   * stack (709.4, 715.4); a bestowed Aura stays one on the battlefield until it ceases to be bestowed (702.103e-f).
   */
  readonly castAs?: 'half' | 'fused' | 'adventure' | 'bestowed';
  /**
   * A copy of a spell (707.10): no card, owned by the player who put it on the stack; it ceases to exist outside the
   * stack (707.10a, 704.5e), and a copy of a permanent spell becomes a token as it resolves (707.10f).
   */
  readonly spellCopy?: true;
}

export interface Permanent {
  readonly id: ObjectId;
  readonly controller: PlayerId;
  readonly tapped: boolean;
  readonly damage: number;
  /** Dealt damage by a source with deathtouch since the last state-based action check (CR 704.5h). */
  readonly deathtouched: boolean;
  readonly counters: Readonly<Record<string, number>>;
  /** Under its controller's control continuously since their most recent turn began (CR 302.6). */
  readonly sinceTurnStart: boolean;
  readonly timestamp: number;
  /**
   * Activated abilities of this permanent activated during `turn` (indices into its abilities), for "only once each
   * turn" (602.5b) and one loyalty ability per turn (606.3). A permanent that changes zones is a new object (400.7).
   */
  readonly activated: { readonly turn: number; readonly abilities: readonly number[] } | undefined;
  /** Regeneration shields made this turn, each replacing one destruction (CR 701.19a); none after cleanup (514.2). */
  readonly shields: number;
  /** The permanent an Aura or Equipment is attached to (CR 301.5a, 303.4a); undefined when unattached. */
  readonly attachedTo: ObjectId | undefined;
  /** The player an Aura with "enchant player" is attached to (702.5d, 303.4a); undefined otherwise. */
  readonly attachedToPlayer: PlayerId | undefined;
  /** When it last became attached: an Aura's or Equipment's timestamp for its static abilities from then on (613.7e). */
  readonly attachedAt: number | undefined;
  /** It entered as a spell cast for its evoke cost (702.74a), for its evoke trigger. */
  readonly evoked: boolean;
  /** It entered as a spell cast paying its kicker cost (702.33d): "if it was kicked" asks it. */
  readonly kicked: boolean;
  /** How many times the spell it entered as paid its multikicker cost (702.33c): "for each time it was kicked". */
  readonly kicks: number;
  /** Of a card with two kicker costs (702.33b), those the spell it entered as paid, as written (`{1}{U}`): "if it was
   * kicked with its {1}{U} kicker" asks it (702.33f). */
  readonly kickedWith: readonly string[];
  /** It entered as a spell cast for its prowl cost (702.76a): "if its prowl cost was paid" asks it. */
  readonly prowled: boolean;
  /** The opponent chosen for its tribute didn't have it enter with the counters (702.104b). */
  readonly tributeUnpaid: boolean;
  /** It entered as a spell cast for its dash cost (702.109a): it has haste, and returns to its owner's hand. */
  readonly dashed: boolean;
  /** It entered as a cast spell: the mana of each type spent on its costs (601.2h), which "if {R} was spent" asks. */
  readonly manaSpent: Readonly<Partial<Record<ManaType, number>>> | undefined;
  /** Returned by its unearth ability (702.84a): if it would leave the battlefield, it is exiled instead. */
  readonly unearthed: boolean;
  /** It became renowned (702.112b): until it leaves the battlefield. */
  readonly renowned: boolean;
  /** It became monstrous (701.37b): until it leaves the battlefield. */
  readonly monstrous: boolean;
  /** "It doesn't untap during its controller's next untap step" (502.3): kept tapped once, then cleared. */
  readonly skipsUntap: boolean;
  /**
   * As its controller's turn began, it hadn't been under their control continuously since their previous turn began
   * (302.6): it came under their control since their last upkeep, which echo asks in this upkeep (702.30a).
   */
  readonly newToController: boolean;
  /**
   * The creature it was paired with by soulbond (702.95a); the pair holds only while both are creatures on the
   * battlefield under one controller (702.95e, `pairedWith` in view/queries.ts), and is cleared once broken.
   */
  readonly pairedWith: ObjectId | undefined;
  /** The timestamp of its last transformation, for abilities that transform it only if it hasn't since (701.27f). */
  readonly transformedAt: number | undefined;
  /** What was chosen as it entered ("as ~ enters, choose a color", 614.12a), which "the chosen color" reads (607.2d). */
  readonly chosen: EntryChoice | undefined;
}

/**
 * A choice made as a permanent enters (614.12a): a color, a creature type or a player; or, as a spell or ability
 * resolves (608.2d), a color or a basic land type (205.3i).
 */
export type EntryChoice =
  | { readonly kind: 'color'; readonly color: Color }
  | { readonly kind: 'basicLandType'; readonly landType: string }
  | { readonly kind: 'creatureType'; readonly subtype: string }
  | { readonly kind: 'player'; readonly player: PlayerId };

/**
 * A choice written in advance (`Alice chooses …`): one made as a permanent enters (614.12a), or an object: the source
 * of damage chosen as a spell or ability resolves ("the next time a source of your choice would deal damage", 609.7a),
 * or what a permanent entering as a copy copies (707.5).
 */
export type WrittenChoice = EntryChoice | { readonly kind: 'object'; readonly object: ObjectId };

export interface PlayerState {
  readonly id: PlayerId;
  readonly life: number;
  readonly poison: number;
  /** Energy counters (CR 107.14, 122.1): what {E} costs pay with. */
  readonly energy: number;
  /** Top of library first. */
  readonly library: readonly ObjectId[];
  readonly hand: readonly ObjectId[];
  readonly graveyard: readonly ObjectId[];
  readonly exile: readonly ObjectId[];
  /** Cards they own in the command zone (408.1): their commander (903.6). */
  readonly command: readonly ObjectId[];
  readonly manaPool: ManaPool;
  /** Mana that may be spent only to cast some spells (106.6), apart from the pool's other mana; emptied with it (500.5). */
  readonly restrictedMana: readonly RestrictedMana[] | undefined;
  /** How much of each type of the pool's mana a snow source made (106.3), which pays {S} (107.4h); emptied with it. */
  readonly snowMana: ManaPool | undefined;
  readonly landsPlayed: number;
  /** How many lands the player can play this turn (305.2): one, more with "you may play an additional land this turn". */
  readonly landDrops: number;
  readonly maxHandSize: number;
  /** How many of their next turns they skip ("skip your next turn", 614.10). */
  readonly skipTurns: number;
  /**
   * How many of their turns have begun, the current one included: what `start Alice turn 3` and `expect turn 3` count
   * (skipped turns, 614.10, and those of a player who left, 800.4k, never begin; extra turns do, 500.7).
   */
  readonly turns: number;
  /** Attempted to draw from an empty library since the last SBA check (CR 704.5b). */
  readonly drewFromEmpty: boolean;
  readonly lost: boolean;
  /** The city's blessing (702.131c), once got kept for the rest of the game (ascend, 702.131b). */
  readonly citysBlessing: boolean;
}

/**
 * A chosen target. An object target remembers the timestamp of the permanent or stack entry it was, so the same
 * card after a zone change is a different object and no longer the target (CR 400.7, 608.2b).
 */
export type Target =
  | { readonly kind: 'player'; readonly player: PlayerId }
  | { readonly kind: 'object'; readonly id: ObjectId; readonly stamp: number };

/** A target as an action names it. */
export type TargetChoice = { readonly player: PlayerId } | { readonly object: ObjectId };

/** The objects a cost moved, by kind of cost. */
export interface PaidWith {
  readonly sacrificed: readonly ObjectId[];
  readonly discarded: readonly ObjectId[];
  /** What a cost returned to its owner's hand, with what each was attacking as it left (608.2h). */
  readonly returned?: readonly { readonly id: ObjectId; readonly attacking?: AttackTarget }[];
}

/** What a count names of a cost's payment: "the sacrificed creature's power", "the discarded card's mana value". */
export type PaidObjects = 'sacrificed' | 'discarded';

export interface StackItem {
  /** For a spell, the card's id; for an ability, a fresh id. */
  readonly id: ObjectId;
  readonly kind: 'spell' | 'ability';
  /** When it was put on the stack: a new stack object each time (CR 400.7). */
  readonly timestamp: number;
  readonly source: ObjectId;
  /** For an ability of a permanent: the timestamp of the permanent it came from, so "~" means that object only (CR 400.7). */
  readonly sourceStamp?: number;
  /** What its costs sacrificed and discarded, for "the sacrificed creature's power" (as last known, 608.2h). */
  readonly paidWith?: PaidWith;
  readonly controller: PlayerId;
  readonly targetSpecs: readonly TargetSpec[];
  readonly targets: readonly Target[];
  readonly effects: readonly Effect[];
  /** For the effects of a modal spell's chosen modes: where each effect's own targets begin in `targets` (700.2c). */
  readonly targetOffsets?: readonly number[];
  readonly x?: number;
  /** A spell cast paying its kicker cost (702.33d). */
  readonly kicked?: boolean;
  /** How many times it paid its multikicker cost (702.33c), when more than none. */
  readonly kicks?: number;
  /** Cast for its prowl cost (702.76a). */
  readonly prowled?: boolean;
  /** The kicker costs it paid, as written (`{1}{U}`), when it was cast naming them (702.33b, 702.33f). */
  readonly kickedWith?: readonly string[];
  /** What a spell that may "enter as a copy of any creature" was told to copy (707.5, 614.12a). */
  readonly copyOf?: ObjectId;
  /** How many times it paid its replicate cost (702.56a), when more than none. */
  readonly replicates?: number;
  /** Cast paying its conspire cost (702.78a). */
  readonly conspired?: boolean;
  /** Cast as though it had flash at a time a sorcery couldn't have been cast (702.8a). */
  readonly flashed?: boolean;
  /** The cards spliced onto it (702.47a), which stay in their owner's hand. */
  readonly spliced?: readonly ObjectId[];
  /** A permanent spell cast for its evoke cost (702.74a): the permanent it becomes remembers it. */
  readonly evoked?: boolean;
  /** Cast for its dash cost (702.109a): the permanent it becomes remembers it. */
  readonly dashed?: boolean;
  /** Cast paying its buyback cost (702.27a): it goes to its owner's hand as it resolves. */
  readonly buyback?: boolean;
  /** The creatures it devours as it enters (702.82a) and the cards revealed for its amplify (702.38a), as cast. */
  readonly devour?: readonly ObjectId[];
  readonly reveal?: readonly ObjectId[];
  /** Cast by its suspend ability (702.62a): a creature spell gains haste until its controller loses control of it. */
  readonly suspendHaste?: boolean;
  /** A spell cast from its owner's hand (rebound exiles it as it resolves, 702.88a). */
  readonly fromHand?: boolean;
  /** A cast spell: the mana of each type spent on its costs (sunburst counts the colors, 702.44a). */
  readonly manaSpent?: Readonly<Partial<Record<ManaType, number>>>;
  /** How its divided damage is divided among its targets, in order (601.2d). */
  readonly division?: readonly number[];
  /** A copy of a spell (707.10): the spell it copies, by which a scenario names it when choosing its new targets (707.10c). */
  readonly original?: ObjectId;
  /** A cast spell: how many spells all players cast before it this turn (storm counts them, 702.40a). */
  readonly castBefore?: number;
  /** A spell cast with flashback or jump-start: exiled instead of going anywhere else from the stack (702.34a, 702.133a). */
  readonly flashback?: boolean;
  /** Its controller will decline what "you may" offers as it resolves (608.2d). */
  readonly declined?: boolean;
  /** Players who won't pay what "unless that player pays" offers them as it resolves (118.12a). */
  readonly declinedBy?: readonly PlayerId[];
  /** What "you may" offered was done, for "if you do". */
  readonly optionalDone?: boolean;
  /** Whether its controller won the clash or coin flip it performed last, for "if you win" (701.30d, 705.2). */
  readonly won?: boolean;
  /** The results of its coin flips the scenario stated, in order, true for a win (705.2); each flip uses the next. */
  readonly flips?: readonly boolean[];
  /** A triggered ability's intervening "if", checked again as it resolves (603.4). */
  readonly condition?: StateCondition;
  /** For a triggered ability: the object its trigger event was about ("that creature"). */
  readonly subject?: ObjectId;
  /** For a triggered ability: the player its trigger event was about ("that player") and its amount ("that much"). */
  readonly eventPlayer?: PlayerId;
  readonly eventAmount?: number;
  /** Targets the engine chose by default that the controller may still choose themselves (CR 603.3d). */
  readonly openTargets?: boolean;
  /** Put on the stack with other triggers of its controller at once, in an order they may still choose (603.3b). */
  readonly openOrder?: boolean;
  /** For a triggered ability: what it triggered on, to name it ("the dies trigger of Walking Corpse"). */
  readonly trigger?: TriggerCondition['kind'];
  /** For a delayed triggered ability: when it was made (701.27f). */
  readonly delayedAt?: number;
}

export type AttackTarget = { readonly player: PlayerId } | { readonly object: ObjectId };

export interface AttackerState {
  readonly id: ObjectId;
  readonly target: AttackTarget;
  /** Fixed when blockers are declared and kept even if the blockers leave (CR 509.1h, 506.4). */
  readonly blocked: boolean;
  /** In declaration order. */
  readonly blockers: readonly ObjectId[];
}

export interface CombatState {
  readonly attackers: readonly AttackerState[];
  /** blocker → attackers it blocks. */
  readonly blockers: Readonly<Record<ObjectId, readonly ObjectId[]>>;
  /** Creatures that dealt combat damage in a first-strike damage step (CR 510.4). */
  readonly dealtFirstStrike: readonly ObjectId[];
  /** Creatures were declared as attackers: CR 508.8 skips steps by the declaration, not by who is left. */
  readonly attackersDeclared: boolean;
  /** True when this combat has a first-strike damage step (CR 510.4). */
  readonly firstStrikeStep: boolean;
  /** Damage divisions chosen in advance with `assignCombatDamage`, by attacker (CR 510.1c). */
  readonly assignments: Readonly<Record<ObjectId, readonly DamageAssignment[]>>;
}

/** A continuous effect of a resolved spell or ability on one permanent (CR 611.2), applied in the layers (613). */
export interface ContinuousEffect {
  readonly id: number;
  readonly source: ObjectId;
  /** Its controller: who gains control in layer 2. */
  readonly controller: PlayerId;
  readonly target: ObjectId;
  /** The target's permanent timestamp as the effect began: it ends if that object leaves (400.7). */
  readonly stamp: number;
  /** "Until you lose control of it" (suspend's haste, 702.62a): it ends when another player controls its object. */
  readonly whileControlled?: true;
  /**
   * "For as long as ~ remains on the battlefield" / "for as long as you control ~" (611.2b): it ends as that object
   * (this timestamp) leaves the battlefield or, with `control`, comes under another player's control.
   */
  readonly whileSource?: WhileSource;
  /** "Until your next turn" (611.2a): past the cleanup step, until this player's next turn begins. */
  readonly untilTurnOf?: PlayerId;
  readonly change: Change;
  /**
   * Layer 1 (613.2a): a copy effect ("~ becomes a copy of target creature", 707.4), whose copiable values its object's
   * `def` holds while it is the latest; `before`, what its `def` and `printed` were before any such effect.
   */
  readonly copy?: {
    readonly def: CardDef;
    readonly before: { readonly def: CardDef; readonly printed?: CardDef };
  };
  readonly timestamp: number;
  /** Ends in the cleanup step (514.2); otherwise it lasts while its object stays (611.2a). */
  readonly untilEndOfTurn: boolean;
}

/**
 * Effects of resolved spells and abilities that change the rules rather than characteristics, until end of turn
 * (CR 611.2, 514.2): restrictions ("target creature can't block this turn", 508.1c, 509.1b), which apply to an
 * object or to whatever fits a filter at the time (611.2c concerns only characteristics); and prevention shields
 * (615.1a: "prevent all combat damage", 615.7: "the next 3 damage"), where `remaining` counts down; and replacements of
 * one object's death (614.1a).
 */
/**
 * "For as long as ~ remains on the battlefield" / "for as long as you control ~" (611.2b): an effect lasting while that
 * object (this timestamp) stays on the battlefield and, with `control`, under the effect's controller.
 */
export interface WhileSource {
  readonly id: ObjectId;
  readonly stamp: number;
  readonly control?: true;
  /** "For as long as ~ remains tapped": it ends as that object untaps (`endWhileTapped`). */
  readonly tapped?: true;
}

export type TurnEffect =
  | {
      readonly kind: 'restriction';
      readonly restriction: Restriction;
      readonly controller: PlayerId;
      readonly object?: { readonly id: ObjectId; readonly stamp: number };
      readonly group?: ObjectFilter;
      /** The group's permanents are only this player's ("creatures defending player controls", fixed as it resolved). */
      readonly of?: PlayerId;
      /** Until this player's next turn (detain, 701.35a): it outlasts the cleanup step and ends as that turn begins. */
      readonly untilTurnOf?: PlayerId;
      /** The restriction's creature phrase ("can't be blocked by Walls") or its number ("… by more than one creature"). */
      readonly filter?: ObjectFilter;
      readonly amount?: number;
      /** What "~" in `filter` is: the spell's or ability's source, as the object it was then ("can't block ~"). */
      readonly source?: { readonly id: ObjectId; readonly stamp: number };
      /** "For as long as you control ~" (611.2b): past this turn, until that object leaves or changes control. */
      readonly whileSource?: WhileSource;
      /** "This combat": it ends as the combat does (511.3), not with the turn. */
      readonly thisCombat?: true;
    }
  | {
      readonly kind: 'prevention';
      readonly controller: PlayerId;
      readonly source: ObjectId;
      /** Only combat damage (615: "prevent all combat damage"). */
      readonly combat?: boolean;
      /** Only damage that isn't combat damage ("prevent all noncombat damage"). */
      readonly noncombat?: true;
      /** Only damage dealt to this player or object; absent: to anything. */
      readonly to?: Target;
      /** Only damage this object would deal ("prevent all combat damage target creature would deal this turn"). */
      readonly from?: Target;
      /** Only damage to a permanent that fits as it would be dealt ("… dealt to creatures this turn"). */
      readonly toFilter?: ObjectFilter;
      /** Only damage from a source that fits as it would be dealt ("... by attacking creatures this turn"). */
      readonly fromFilter?: ObjectFilter;
      /** The next N damage (615.7); absent: all. */
      readonly remaining?: number;
      /**
       * "The next time … would deal damage" (615.8): the next instance of damage it applies to, however much; `spent`
       * once it prevented some, and it ends with the damage dealt at the same time (`dealDamageAtOnce`).
       */
      readonly once?: true;
      readonly spent?: true;
      /** "You gain life equal to the damage prevented this way" (615.5): the controller gains what it prevents. */
      readonly gainPrevented?: true;
      /** "… is dealt to ~ instead": a redirection (614.9) rather than a prevention — the damage is dealt to this. */
      readonly redirectTo?: Target;
      /** "Until your next turn, prevent ...": it outlasts the cleanup step and ends as that player's turn begins. */
      readonly untilTurnOf?: PlayerId;
    }
  /** "Damage can't be prevented this turn" (615.12). */
  | { readonly kind: 'unpreventable' }
  /** "If that creature would die this turn, exile it instead" (614.1a), while the object stays on the battlefield. */
  | { readonly kind: 'exileIfDies'; readonly object: { readonly id: ObjectId; readonly stamp: number } }
  /**
   * "Target player can't cast creature spells this turn", "… can't play lands this turn" (101.2): what `player` can't
   * do until end of turn — cast the spells that fit `spells`, or play lands.
   */
  | {
      readonly kind: 'forbidden';
      readonly player: PlayerId;
      readonly spells?: ObjectFilter;
      readonly lands?: true;
    };

/**
 * What a permission lets a player do with a card (601.3, 305.1): play it (a land too) or only cast it, from `from`
 * rather than their hand (absent: from where it may be cast anyway), as though it had flash (702.8a).
 */
export interface PlayGrant {
  readonly play: boolean;
  readonly from?: 'graveyard' | 'exile';
  readonly flash?: true;
  /** "… as though it had flash if you pay {2} more to cast it": what the spell costs more when it uses the flash. */
  readonly flashCost?: ManaCost;
}

/**
 * A permission a resolved spell or ability gave (611.2): "until end of turn, you may play that card", "you may cast
 * spells this turn as though they had flash". It is about `cards`, where the effect found them (a card that leaves
 * that zone is a new object it doesn't know, 400.7), or about the spells that fit `spells`; it ends in the cleanup
 * step (514.2) but with `nextTurnOf` ("until the end of your next turn", 611.2a), which outlasts this turn's, and
 * with `lasting` ("for as long as it remains exiled"), which lasts while its cards stay.
 */
export interface Permission {
  readonly player: PlayerId;
  readonly source: ObjectId;
  readonly grant: PlayGrant;
  readonly cards?: readonly ObjectId[];
  readonly spells?: ObjectFilter;
  readonly nextTurnOf?: PlayerId;
  readonly lasting?: true;
}

/** Something the game waits for that is not a priority action: a turn-based choice. */
export type Pending =
  | { readonly kind: 'declareAttackers'; readonly player: PlayerId }
  | { readonly kind: 'declareBlockers'; readonly player: PlayerId }
  | { readonly kind: 'discard'; readonly player: PlayerId; readonly count: number };

/** When a delayed triggered ability triggers (603.7b): the next time this step begins (of its controller's turn, `yours`). */
export type DelayedWhen =
  /**
   * `thisTurn`: "at the beginning of combat this turn" — only if that step begins this turn; `thatTurn`: "at the
   * beginning of that turn's end step" — of the extra turn the same instructions created (500.7).
   */
  | { readonly step: StepName; readonly yours?: true; readonly thisTurn?: true; readonly thatTurn?: true }
  /**
   * "When that creature dies this turn": its subject put into a graveyard from the battlefield (700.4), this turn;
   * `leaves`: "when that creature leaves the battlefield this turn", into any zone (603.6c).
   */
  | { readonly dies: true; readonly leaves?: true }
  /** "Whenever a Minotaur attacks this turn" (603.7c): each creature that fits as it is declared an attacker, this turn. */
  | { readonly attacks: ObjectFilter };

/**
 * A delayed triggered ability (603.7a): made by a resolving spell or ability (or rebound's exile, 702.88a), it
 * triggers once, `when` its step next begins (603.7b) — or, "whenever … this turn", each time until the turn ends
 * (603.7c). `subject` is what its instructions call "it".
 */
export interface DelayedTrigger {
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly when: DelayedWhen;
  readonly effects: readonly Effect[];
  readonly subject?: ObjectId;
  /** The game's timestamp as it was made: a transformation since then stops it transforming again (701.27f). */
  readonly created?: number;
  /** "… this turn": the turn it was made in, after which it no longer triggers. */
  readonly turn?: number;
  /** "That turn's end step": the extra turn it waits for (its `made`, 500.7). */
  readonly extraTurn?: number;
}

export interface PendingTrigger {
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly ability: Extract<Ability, { kind: 'triggered' }>;
  /** The object the trigger event was about ("that creature": the one that entered, died, attacked). */
  readonly subject?: ObjectId;
  /** The player the event was about ("that player": the one dealt damage, who gained life) and its amount ("that much"). */
  readonly eventPlayer?: PlayerId;
  readonly eventAmount?: number;
  /** The X its ability refers to, from its event (701.37c: the X a permanent became monstrous with). */
  readonly x?: number;
  /** A delayed triggered ability: when it was made (701.27f). */
  readonly delayedAt?: number;
}

export interface GameResult {
  readonly winners: readonly PlayerId[];
  readonly losers: readonly PlayerId[];
}

/** The log is a persistent list so appending is O(1); `logEntries` reads it in order. */
export interface LogNode {
  readonly entry: GameEvent;
  readonly prev: LogNode | undefined;
}

/** What the Commander variant (903) keeps track of. */
export interface CommanderGame {
  /** The commanders, by card (903.3), each with how many times it has been cast from the command zone (903.8). */
  readonly casts: Readonly<Record<ObjectId, number>>;
  /** The combat damage each commander has dealt each player over the game (903.10a): player, then commander. */
  readonly damage: Readonly<Record<PlayerId, Readonly<Record<ObjectId, number>>>>;
  /** Commanders put into a graveyard or exile since state-based actions were last checked (704.6d). */
  readonly arrived: readonly ObjectId[];
  /**
   * Commanders whose owner chose in advance not to put them into the command zone the next time they may (903.9a,
   * 903.9b; `decline` naming the commander): each is used up by that choice.
   */
  readonly staying: readonly ObjectId[];
}

/** A permanent phased out (702.26b), kept aside as it was: who controlled it then, and what it phased out with. */
export interface PhasedOut {
  readonly permanent: Permanent;
  readonly controller: PlayerId;
  /** Phased out indirectly, attached to this permanent (702.26g): it phases in with it, not by itself. */
  readonly host?: ObjectId;
}

export interface GameState {
  /** In turn order. */
  readonly players: readonly PlayerState[];
  readonly objects: Readonly<Record<ObjectId, CardObject>>;
  /** Battlefield in the order permanents arrived. */
  readonly battlefield: readonly ObjectId[];
  readonly permanents: Readonly<Record<ObjectId, Permanent>>;
  /** Bottom first; the last item is the top (CR 405.2). */
  readonly stack: readonly StackItem[];
  readonly turn: number;
  readonly activePlayer: PlayerId;
  readonly startingPlayer: PlayerId;
  readonly step: StepName;
  readonly priority: PlayerId | undefined;
  /** Players who passed in succession since the last action (CR 117.4). */
  readonly passes: number;
  readonly pending: Pending | undefined;
  readonly combat: CombatState | undefined;
  readonly effects: readonly ContinuousEffect[];
  readonly turnEffects: readonly TurnEffect[];
  /**
   * Extra turns directly after this one, by who takes them: the most recently created last, and taken first (500.7).
   * `made`: the game's timestamp as it was created, which names it ("at the beginning of that turn's end step").
   */
  readonly extraTurns: readonly { readonly player: PlayerId; readonly made: number }[];
  /** The extra turn this turn is (its `made`), or undefined for a turn in turn order. */
  readonly extraTurn: number | undefined;
  /** Cards whose "as ~ enters, you may …" their controller declined in advance (`decline` naming the card, 614.12a). */
  readonly declinedEntries: readonly ObjectId[];
  /** Permanents phased out (702.26b): out of `permanents` and `battlefield`, as though they didn't exist. */
  readonly phasedOut: Readonly<Record<ObjectId, PhasedOut>>;
  /**
   * Choices a player wrote in advance for "as ~ enters, choose …" (614.12a) or for a source of damage chosen as a
   * spell or ability resolves (609.7a): for that card, or (no `source`) the next such choice of that kind they make;
   * used up by it.
   */
  readonly entryChoices: readonly {
    readonly player: PlayerId;
    readonly choice: WrittenChoice;
    readonly source?: ObjectId;
  }[];
  /**
   * The order a player chose in advance for replacement and prevention effects applying to one event that affects
   * them (616.1): entry names, the first preferred; used up by the next event it decides.
   */
  readonly replacementOrder: Readonly<Record<PlayerId, readonly string[]>>;
  /**
   * The legendary permanents their controllers chose in advance to keep when the legend rule next applies to them
   * (704.5j, `keepLegend`); each is used up by the check it decides.
   */
  readonly legendKept: readonly { readonly player: PlayerId; readonly object: ObjectId }[];
  /**
   * The permanents with "you may choose not to untap ~ during your untap step" their controllers chose in advance to
   * keep tapped during their next untap step (502.3, `keepTapped`); each is used up by that step.
   */
  readonly keptTapped: readonly { readonly player: PlayerId; readonly object: ObjectId }[];
  /** Permanents controlled by another player than the one they entered under, as of the last check (302.6, `control.ts`). */
  readonly controlChanged: Readonly<Record<ObjectId, PlayerId>>;
  readonly pendingTriggers: readonly PendingTrigger[];
  /** Delayed triggered abilities waiting for the next end step (603.7). */
  readonly delayed: readonly DelayedTrigger[];
  /** Cards exiled "until ~ leaves the battlefield" (610.3), each with the permanent whose leaving returns it. */
  readonly exiledUntil: readonly ExiledUntil[];
  /**
   * Cards exiled by an ability of a permanent, for the abilities linked to it ("return the exiled card", 607.2a):
   * `left` once that permanent has left the battlefield, when its leaving abilities still refer to them.
   */
  readonly exiledWith: readonly (ExiledUntil & { readonly left?: true })[];
  /** Time counters on suspended cards in exile (702.62b), by card; a card leaving exile loses its entry (400.7). */
  readonly suspended: Readonly<Record<ObjectId, number>>;
  /** Permissions to play or cast cards that resolved spells and abilities gave (601.3, 611.2). */
  readonly permissions: readonly Permission[];
  /** The emblems in the command zone, in the order they were made (CR 114.1). */
  readonly emblems: readonly Emblem[];
  /** A Commander game's commanders and what the variant counts about them (903); undefined in any other game. */
  readonly commander: CommanderGame | undefined;
  readonly nextId: number;
  readonly timestamp: number;
  readonly log: LogNode | undefined;
  /** What the last state-based-action check that found nothing saw (`SbaMemo`). */
  readonly sbaClean: SbaMemo | undefined;
  /** How far the log has been scanned for trigger events (CR 603.2). */
  readonly scanned: LogNode | undefined;
  readonly result: GameResult | undefined;
}

/**
 * An emblem (CR 114): an object in `objects` with no characteristics but its abilities, owned and controlled by
 * `owner` (114.2, 114.3); its abilities work in the command zone (114.4). Its timestamp orders its static abilities
 * among other effects (613.7a).
 */
export interface Emblem {
  readonly id: ObjectId;
  readonly owner: PlayerId;
  readonly timestamp: number;
}

/** A card exiled until `source` (that object, by its timestamp: CR 400.7) leaves the battlefield (610.3). */
export interface ExiledUntil {
  readonly card: ObjectId;
  readonly source: ObjectId;
  readonly sourceStamp: number;
}

/** One immutable log record; `text` reads like a judge's narration. */
export interface GameEvent {
  readonly kind: EventKind;
  readonly text: string;
  readonly rule?: RuleId;
  readonly turn: number;
  readonly step: StepName;
  readonly objects?: readonly ObjectId[];
  readonly players?: readonly PlayerId[];
  readonly amount?: number;
  /** An activation: which of its source's abilities was activated, by index (602.5b counts them per turn). */
  readonly ability?: number;
  /** A choice the engine made by its documented default, because the scenario didn't write one (shown in the editor). */
  readonly defaulted?: boolean;
  /** For zone changes; for a cast, the zone the card was cast from (601.2a). */
  readonly from?: Zone;
  readonly to?: Zone;
  /**
   * For a permanent leaving the battlefield: who controlled it then, for abilities that look back (CR 603.10a); for
   * one entering it, who controls it as it enters. For a card discarded by an effect: who controls the spell or
   * ability whose effect it is.
   */
  readonly controller?: PlayerId;
  /** For a permanent leaving the battlefield: its power and toughness then, its last known information (608.2h). */
  readonly power?: number;
  readonly toughness?: number;
  readonly colors?: readonly Color[];
  /** For a cast: the how-manieth spell cast this turn it is, by any player (what storm counts, 702.40a). */
  readonly spellNumber?: number;
  /**
   * For a permanent leaving the battlefield as a copy: the copiable values it had there (707.2), which abilities that
   * look back see (603.10a) though it is its own card again (400.7); and with the triggered abilities other objects
   * gave it there (613.1f).
   */
  readonly copied?: CardDef;
  /** A spell that left the stack, as it last existed there (608.2h): a copy of it still copies that (storm after a counter). */
  readonly spell?: StackItem;
  /**
   * For a permanent leaving the battlefield: the counters it had then (persist and undying look back, 702.79a); for
   * counters put on a permanent, how many of which kind.
   */
  readonly counters?: Readonly<Record<string, number>>;
  /** For damage: dealt as combat damage (CR 510.2). */
  readonly combat?: boolean;
  /**
   * For combat damage to a player: its source's creature types then, with its controller then in `controller` (what
   * prowl asks, 702.76a); `changeling`: it had every creature type (702.73a).
   */
  readonly creatureTypes?: readonly string[];
  readonly changeling?: true;
  /**
   * For mana added: its source was tapped for it, {T} the ability's only cost (a cost paid otherwise is a `tap`). For a
   * permanent entering the battlefield: it entered tapped.
   */
  readonly tapped?: true;
  /** For an activation: of a cycling or typecycling ability (702.29f). */
  readonly cycled?: true;
}

export type EventKind =
  | 'stepBegan'
  | 'turnBegan'
  | 'untap'
  /** A permanent exerted (701.43a): `objects` is it. */
  | 'exert'
  /** Permanents phasing out or in (702.26a). */
  | 'phase'
  | 'draw'
  | 'priority'
  | 'pass'
  | 'cast'
  | 'activate'
  | 'sacrifice'
  /** A creature with exploit exploited a creature (702.110b): `objects` is the one sacrificed, then the exploiter. */
  | 'exploited'
  | 'attach'
  | 'landPlayed'
  | 'manaAdded'
  | 'manaEmptied'
  | 'manaPaid'
  | 'tap'
  | 'resolve'
  | 'fizzle'
  | 'counter'
  | 'damage'
  | 'life'
  | 'poison'
  /** A player got or paid energy counters (107.14): `players` is them, `amount` the change. */
  | 'energy'
  | 'counters'
  /** A card exiled to pay a cost ("exile two cards from your graveyard", 701.13a). */
  | 'exile'
  /**
   * Why a card is about to return: exiled until a permanent left the battlefield (610.3; `objects`: the card, then
   * that permanent), or chosen to go back to its owner's hand (400.3). The move itself is a `zoneChange`.
   */
  | 'returned'
  | 'destroy'
  | 'zoneChange'
  | 'pump'
  | 'effectsEnded'
  | 'damageRemoved'
  | 'discard'
  | 'scry'
  | 'fight'
  | 'exchange'
  | 'search'
  | 'regenerate'
  /** A player got an emblem (CR 114.2): `objects` is it, `players` its owner. */
  | 'emblem'
  /** Tokens were created (CR 111.1): `objects` are their ids, in order. */
  | 'create'
  /** A player may play more lands this turn (CR 305.2). */
  | 'landDrops'
  /** A player may play or cast cards (601.3): an effect gave the permission, or a cast or land play uses one. */
  | 'permission'
  /** Cards put from a hand on top of a library (CR 401.4). */
  | 'putBack'
  /** A player looked at the top cards of their library and put them where the effect says (701.20e): `objects` are those cards. */
  | 'look'
  /** A player clashed (701.30a): `objects` is the card revealed, if any; `players` them, then the opponent chosen. */
  | 'clash'
  /** A player flipped a coin (705.2): `players` is them; `amount` 1 when they won, 0 when they lost. */
  | 'flip'
  /**
   * Keyword actions of a permanent (701.39a bolster, 701.44a explore, 701.50a connive, 701.47a amass): `objects`
   * starts with it.
   */
  | 'bolster'
  | 'amass'
  | 'explore'
  | 'connive'
  /** Which card an effect puts from a hand onto the battlefield (110.2a): `objects` is it; the move is a `zoneChange`. */
  | 'put'
  /** A copy of a spell was put on the stack (707.10): `objects` are the copy, then its targets. */
  | 'copy'
  /** A face-down permanent was turned face up (702.37e, 708.8): `objects` is it. */
  | 'faceUp'
  /** A player got the city's blessing (702.131b): `players` is them. */
  | 'blessing'
  /** A double-faced permanent transformed (701.27a): `objects` is it. */
  | 'transform'
  | 'attack'
  | 'block'
  | 'removedFromCombat'
  | 'sba'
  | 'trigger'
  | 'gameOver'
  /** A replacement effect changed an event (CR 614). */
  | 'replaced'
  /**
   * Something happened that the engine doesn't model (`text` says what, and what it did instead): from here the game
   * isn't the game written, and a scenario is inconclusive.
   */
  | 'unmodelled';

/** A rules violation: the action is illegal and the game is reversed to before it (CR 733). */
export interface Violation {
  readonly rule: RuleId;
  readonly code: ViolationCode;
  readonly message: string;
  readonly objects: readonly ObjectId[];
  readonly players: readonly PlayerId[];
  /**
   * The object or player the user got wrong: the tapped blocker, the illegal target, the card cast without
   * priority, the land tapped for the wrong color. Absent when the action as a whole is wrong.
   */
  readonly offending?: Offending;
}

/** What a violation is about (`Violation.offending`). */
export type Offending = { readonly object: ObjectId } | { readonly player: PlayerId };

export interface DamageAssignment {
  readonly source: ObjectId;
  readonly to: TargetChoice;
  readonly amount: number;
}

export type Action =
  /** Pass priority (CR 117.3d). */
  | { readonly type: 'pass'; readonly player: PlayerId }
  /** Cast a spell (CR 601.2). `payWith` names permanents to tap for mana; otherwise the engine chooses lands. */
  | {
      readonly type: 'cast';
      readonly player: PlayerId;
      readonly card: ObjectId;
      readonly targets?: readonly TargetChoice[];
      readonly x?: number;
      readonly payWith?: readonly ObjectId[];
      /** A modal spell's modes, by index (700.2a); without it, the first ones it must choose. */
      readonly modes?: readonly number[];
      /** Pay the kicker cost (702.33a); a multikicker cost, once. */
      readonly kicked?: boolean;
      /** Pay the multikicker cost this many times (702.33c). */
      readonly kicks?: number;
      /** Pay these of its kicker costs, as written (`{1}{U}`): a card with two (702.33b) says which. */
      readonly kickedWith?: readonly string[];
      /** For "you may have ~ enter as a copy of any creature": the creature it copies (707.2, 614.12a). */
      readonly copy?: ObjectId;
      /** Pay the evoke cost instead of the mana cost (702.74a). */
      readonly evoked?: boolean;
      /** Pay the card's alternative cost ("… rather than pay this spell's mana cost") instead of its mana cost (118.9). */
      readonly alternative?: boolean;
      /** Pay the buyback cost too (702.27a). */
      readonly buyback?: boolean;
      /** Choose all modes, paying the entwine cost too (702.42a). */
      readonly entwined?: boolean;
      /** Pay the overload cost instead of the mana cost: "target" becomes "each" (702.96a). */
      readonly overloaded?: boolean;
      /** Pay the dash cost instead of the mana cost (702.109a). */
      readonly dashed?: boolean;
      /** Pay the bestow cost instead of the mana cost: an Aura spell with enchant creature (702.103a-b). */
      readonly bestowed?: boolean;
      /** Cast face down for {3} with its morph ability, a 2/2 creature with no name (702.37c, 708.4). */
      readonly faceDown?: boolean;
      /** The face cast, by name: a split card's half (709.3), an adventurer card's Adventure (715.3). */
      readonly as?: string;
      /** Both halves of a split card with fuse, from the hand (702.102a). */
      readonly fused?: boolean;
      /** What it sacrifices as it enters, for devour (702.82a), and reveals from the hand, for amplify (702.38a). */
      readonly devour?: readonly ObjectId[];
      readonly reveal?: readonly ObjectId[];
      /** How divided damage is divided among the targets, in their order (601.2d); without it, the default. */
      readonly divide?: readonly number[];
      /** Choices for an additional cost (601.2f): what is sacrificed or discarded. */
      readonly sacrifice?: readonly ObjectId[];
      readonly discard?: readonly ObjectId[];
      /** The life paid for the cost's Phyrexian symbols, 2 for each (107.4f); without it, mana where it can pay. */
      readonly phyrexianLife?: number;
      /**
       * Assist (702.132a): the other player the caster chose, who pays this much of the total cost's generic mana with
       * their own mana; without it, no one assists.
       */
      readonly assist?: { readonly player: PlayerId; readonly generic: number };
      /** Creatures tapped for convoke (702.51a), artifacts for improvise (702.126a), cards exiled for delve (702.66a). */
      readonly convoke?: readonly ObjectId[];
      readonly improvise?: readonly ObjectId[];
      readonly delve?: readonly ObjectId[];
      /** Pay the awaken cost instead of the mana cost (702.113a). */
      readonly awakened?: boolean;
      /** Pay the replicate cost this many times (702.56a). */
      readonly replicates?: number;
      /** The two untapped creatures tapped for its conspire cost (702.78a). */
      readonly conspire?: readonly ObjectId[];
      /** Cards revealed from the caster's hand to splice onto it, in the order their effects happen (702.47a-b). */
      readonly splice?: readonly ObjectId[];
    }
  /** Turn a face-down permanent one controls face up, paying its morph cost: a special action (CR 116.2b, 702.37e). */
  | {
      readonly type: 'turnFaceUp';
      readonly player: PlayerId;
      readonly permanent: ObjectId;
      readonly payWith?: readonly ObjectId[];
    }
  /** Suspend a card from one's hand: a special action (CR 116.2f, 702.62a), paying its suspend cost. */
  | {
      readonly type: 'suspend';
      readonly player: PlayerId;
      readonly card: ObjectId;
      readonly payWith?: readonly ObjectId[];
    }
  /** Play a land: a special action (CR 116.2a, 305.1). */
  | { readonly type: 'playLand'; readonly player: PlayerId; readonly card: ObjectId }
  /**
   * Activate a non-mana activated ability (CR 602.2): `ability` indexes the card's abilities. Costs with a choice name
   * it (`sacrifice`, `discard`); otherwise the documented default is used.
   */
  | {
      readonly type: 'activate';
      readonly player: PlayerId;
      readonly source: ObjectId;
      readonly ability: number;
      readonly targets?: readonly TargetChoice[];
      readonly x?: number;
      readonly payWith?: readonly ObjectId[];
      readonly divide?: readonly number[];
      readonly sacrifice?: readonly ObjectId[];
      readonly discard?: readonly ObjectId[];
      /** The permanents its cost returns to their owner's hand (ninjutsu's unblocked attacker, 702.49a). */
      readonly returning?: readonly ObjectId[];
      /** The life paid for the cost's Phyrexian symbols, 2 for each (107.4f); without it, mana where it can pay. */
      readonly phyrexianLife?: number;
    }
  /** The order of one's triggered abilities that just went on the stack together, first (bottom) to last (603.3b). */
  | { readonly type: 'orderTriggers'; readonly player: PlayerId; readonly sources: readonly ObjectId[] }
  /**
   * Decline, in advance, what "you may" offers as one's spell or ability resolves (608.2d), or as the card `source`
   * enters ("as ~ enters, you may pay 2 life", 614.12a); the default is to do it.
   */
  | { readonly type: 'decline'; readonly player: PlayerId; readonly source?: ObjectId }
  /** The result of the next coin flip of one's spell or ability on the stack (705.2), stated in advance. */
  | { readonly type: 'flip'; readonly player: PlayerId; readonly win: boolean; readonly source?: ObjectId }
  /**
   * What a player will choose as a permanent enters ("as ~ enters, choose a color", 614.12a), or as the spell or
   * ability of `source` resolves ("a source of your choice", 609.7a), written in advance.
   */
  | { readonly type: 'choose'; readonly player: PlayerId; readonly choice: WrittenChoice; readonly source?: ObjectId }
  /**
   * When several replacement or prevention effects would apply to an event affecting the player, apply those named
   * first, in this order (616.1): written in advance, used by the next event it decides; otherwise the default order.
   */
  | { readonly type: 'orderReplacements'; readonly player: PlayerId; readonly first: readonly string[] }
  /**
   * Keep this legendary permanent when the legend rule next puts others of its name that the player controls into
   * the graveyard (CR 704.5j), instead of the default (the newest); written in advance, like `orderReplacements`.
   */
  | { readonly type: 'keepLegend'; readonly player: PlayerId; readonly keep: ObjectId }
  /**
   * Keep this permanent tapped during the player's next untap step, as "you may choose not to untap ~ during your
   * untap step" allows (502.3); written in advance, like `keepLegend`. Otherwise it untaps (the default).
   */
  | { readonly type: 'keepTapped'; readonly player: PlayerId; readonly keep: ObjectId }
  /** Choose the targets of one's triggered ability as it goes on the stack, instead of the default (CR 603.3d). */
  | {
      readonly type: 'chooseTargets';
      readonly player: PlayerId;
      readonly targets: readonly TargetChoice[];
      readonly source?: ObjectId;
    }
  /** Activate a mana ability (CR 605). `mana` picks one of several colors; `ability` one of several mana abilities (its index in the card's abilities). */
  | {
      readonly type: 'activateMana';
      readonly player: PlayerId;
      readonly source: ObjectId;
      readonly mana?: ManaType;
      readonly ability?: number;
      /** The set made by an ability that makes one of several ("{U}{U}, {U}{R}, or {R}{R}"); without it, the first. */
      readonly yields?: readonly ManaType[];
    }
  /** The turn-based declaration of attackers (CR 508.1); an empty list declares no attackers. */
  | {
      readonly type: 'declareAttackers';
      readonly player: PlayerId;
      /** `exert`: its controller exerts it as it attacks (701.43d), for a creature that says it may be. */
      readonly attackers: readonly {
        readonly attacker: ObjectId;
        readonly target: AttackTarget;
        readonly exert?: boolean;
      }[];
    }
  /** The turn-based declaration of blockers (CR 509.1). */
  | {
      readonly type: 'declareBlockers';
      readonly player: PlayerId;
      readonly blocks: readonly { readonly blocker: ObjectId; readonly attacker: ObjectId }[];
    }
  /** Choose how attackers' combat damage is divided (CR 510.1c); the rest use the documented default. */
  | {
      readonly type: 'assignCombatDamage';
      readonly player: PlayerId;
      readonly assignments: readonly DamageAssignment[];
    }
  /** Discard to maximum hand size in the cleanup step (CR 514.1). */
  | { readonly type: 'discard'; readonly player: PlayerId; readonly cards: readonly ObjectId[] }
  | { readonly type: 'concede'; readonly player: PlayerId };

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly violation: Violation };

// The data of abilities: what rules text is read into (conditions, counts, continuous changes), kept here beside the
// abilities that carry it; the view wing (view/) interprets it.

/**
 * A condition on the game as it is: "you control a Forest", "you control three or more creatures", "an opponent
 * controls an artifact", "you have 10 or less life".
 */
export type StateCondition =
  /** `none`: "you control no other colorless creatures" — none that fit. */
  /**
   * A number of a player's compared (`conditions.ts`, `readPlayers`): who ("you", "an opponent", "each opponent",
   * "no opponent"), what is counted as that player sees it ("Forests you control", "cards in your hand", "your life
   * total"), and against what: a number ("three or more", "no", "exactly one") or the same number of other players
   * (`than`: "more cards in hand than each opponent"; `fewer`: "fewer creatures than each opponent").
   */
  | {
      readonly kind: 'players';
      readonly who: PlayerQuantifier;
      readonly count: Count;
      readonly atLeast?: number;
      readonly atMost?: number;
      readonly than?: 'eachOpponent' | 'anOpponent' | 'you';
      readonly fewer?: true;
    }
  /**
   * "{R} was spent to cast ~", "at least three white mana was spent to cast this spell" (adamant), "at least three
   * mana of the same color was spent ...": the mana spent on the source's costs as it was cast (601.2h).
   */
  | { readonly kind: 'manaSpent'; readonly atLeast: number; readonly color?: Color; readonly sameColor?: true }
  /** "You have 30 or more life and an opponent has 10 or less life": each holds. */
  | { readonly kind: 'all'; readonly conditions: readonly StateCondition[] }
  /** "You control a Desert or there is a Desert card in your graveyard": at least one holds. */
  | { readonly kind: 'any'; readonly conditions: readonly StateCondition[] }
  /** "That creature has greater power or toughness than ~" (evolve, 702.100a): the trigger's subject against its source. */
  | { readonly kind: 'subjectGreater' }
  /** "~ has no +1/+1 counters on it" (adapt, 701.46a); `some`: "~ has a time counter on it" (vanishing, 702.63a). */
  | { readonly kind: 'noCounters'; readonly counter: string; readonly some?: true }
  /** "~ isn't renowned" (702.112a); "~ is renowned" (702.112b). */
  | { readonly kind: 'notRenowned' }
  /** "If ~ was kicked" (702.33d): the spell, or the permanent it became, was cast paying its kicker cost. */
  /**
   * Prowl's (702.76a): a player was dealt combat damage this turn by a source that, at the time, was under your control
   * and had any of the spell's creature types.
   */
  | { readonly kind: 'prowl' }
  /** "If its prowl cost was paid" (702.76a): the spell, or the permanent it became, was cast for it. */
  | { readonly kind: 'prowled' }
  /** "If tribute wasn't paid" (702.104b). */
  | { readonly kind: 'tributeUnpaid' }
  | {
      readonly kind: 'kicked';
      /** "If it was kicked with its {1}{U} kicker" (702.33f): that kicker cost, as written (`{1}{U}`), was paid. */
      readonly with?: string;
      /** "If ~ wasn't kicked". */
      readonly not?: true;
    }
  /**
   * "If a replicate cost was paid for it" (702.56a), "if its conspire cost was paid" (702.78a): the spell a cast
   * trigger is about was cast paying that cost (as it last existed on the stack, once it has left).
   */
  | { readonly kind: 'castPaying'; readonly cost: 'replicate' | 'conspire' }
  | { readonly kind: 'renowned' }
  /** "~ is monstrous" (701.37b). */
  | { readonly kind: 'monstrous' }
  /** "~ is in your graveyard" (113.6b): the source, in its owner's graveyard. */
  | { readonly kind: 'inGraveyard' }
  /** "Its evoke cost was paid" (702.74a): the source entered as a spell cast for its evoke cost. */
  | { readonly kind: 'evoked' }
  /** "Its dash cost was paid" (702.109a): the source entered as a spell cast for its dash cost. */
  | { readonly kind: 'dashed' }
  /** "A creature died this turn" (morbid): a creature was put into a graveyard from the battlefield this turn (700.4). */
  | { readonly kind: 'creatureDied' }
  /**
   * Spells cast last turn (the werewolves' "if no spells were cast last turn", "if a player cast two or more spells
   * last turn"): at most `atMost` by all players together, or at least `atLeast` by one player.
   */
  | { readonly kind: 'castLastTurn'; readonly atMost?: number; readonly atLeast?: number }
  /**
   * A number the game counts for you, at least or at most so much: "seven or more cards are in your graveyard"
   * (threshold), "you have no cards in hand" (hellbent), "there are four or more card types among cards in your
   * graveyard" (delirium), "you've drawn two or more cards this turn", "you've gained 3 or more life this turn".
   */
  | { readonly kind: 'count'; readonly count: Count; readonly atLeast?: number; readonly atMost?: number }
  /** "An opponent has three or more poison counters" (corrupted). */
  | { readonly kind: 'poison'; readonly atLeast: number }
  /** "Equipped creature is legendary", "~ is equipped": what the source is attached to fits, or something is attached to it. */
  | { readonly kind: 'attached'; readonly filter: ObjectFilter }
  | { readonly kind: 'equipped' }
  /** "You cast it from your hand": the source entered the battlefield as a spell cast from its owner's hand (601.2a). */
  | { readonly kind: 'castFromHand' }
  /** "It's your turn" / "it's not your turn": whether it is the controller's turn. */
  | { readonly kind: 'turn'; readonly yours: boolean }
  /** "~ is attacking", "~ isn't untapped", "it's a creature": the source on the battlefield fits (or, `not`, doesn't). */
  /**
   * `event`: "if it's a creature" after an opening about another object: the trigger event's object (603.2), as it
   * is on the battlefield now.
   */
  | { readonly kind: 'self'; readonly filter: ObjectFilter; readonly not?: true; readonly event?: true }
  /**
   * "If that creature is a Human", "if that land was nonbasic": an earlier target (`target`, its index) or, without
   * one, the trigger event's object — as it is on the battlefield, or as it last was there once it has left (608.2h).
   */
  | { readonly kind: 'that'; readonly filter: ObjectFilter; readonly target?: number }
  /** "~ came under your control since the beginning of your last upkeep" (echo, 702.30a). */
  | { readonly kind: 'cameUnderControl' }
  /** "An opponent was dealt damage this turn" (bloodthirst, 702.54a): damage dealt to an opponent, from the turn's log. */
  | { readonly kind: 'opponentDamaged' }
  /** "An opponent lost life this turn" (spectacle, 702.137a): life lost by an opponent, from the turn's log. */
  | { readonly kind: 'opponentLostLife' }
  /** "~ is on the battlefield" (cumulative upkeep, 702.24a): the source, still the permanent it was. */
  | { readonly kind: 'onBattlefield' }
  /** "You have the city's blessing" (702.131c). */
  | { readonly kind: 'citysBlessing' }
  /** "You've been attacked this step": a creature declared as an attacker attacks you (508.1, 508.3b). */
  | { readonly kind: 'attackedThisStep' };

/** Which players a condition asks about: the controller, some opponent, every opponent, or none of them. */
/** `event`: "that player", the player a triggered ability's event was about (603.2). */
export type PlayerQuantifier = 'you' | 'opponent' | 'eachOpponent' | 'noOpponent' | 'event';

/** "As long as …": a condition on the game for a static ability to apply, from its controller's point of view. */
export type StaticCondition = StateCondition | { readonly kind: 'yourTurn' };

/** A number an object has that rules text compares or counts: power, toughness, mana value (202.3). */
export type Stat = 'power' | 'toughness' | 'manaValue';

/**
 * Whose value a count of one object reads: the source's (`self`), a target's (its index), the trigger event's object
 * (`subject`), or (`attached`) what the source is attached to ("enchanted creature gets +1/+1 for each of its colors").
 */
export type CountSubject = 'self' | number | 'subject' | 'attached';
/**
 * An object the instructions before it acted on: the one creature sacrificed ("target player sacrifices a creature.
 * … that creature's toughness"), the one card moved from a library ("reveal the top card of your library and put that
 * card into your hand. … its mana value").
 */
export type ThisWayObject = 'sacrificedThisWay' | 'movedThisWay';

/**
 * A number rules text makes the game count: "the number of Elves you control", "for each card in your hand", "your
 * life total". Counted when the effect is applied, once (CR 608.2h).
 */
export type Count =
  /** Counters on the source, or (`on`) on all the permanents that fit: "+1/+1 counters on creatures you control". */
  | { readonly kind: 'counters'; readonly counter: string; readonly on?: ObjectFilter }
  /**
   * "The number of lands they control", "cards in that player's hand": the count as that player sees it — the player
   * the trigger event was about (`event`) or a target player (its index).
   */
  | { readonly kind: 'theirs'; readonly whose: 'event' | number; readonly count: Count }
  /** "2 plus the number of …", "3 minus the number of …" (`minus`: the count is taken from `n`); never below 0 (107.1b). */
  | { readonly kind: 'offset'; readonly n: number; readonly count: Count; readonly minus?: true }
  /** "Twice the number of …": the count times `n`. */
  | { readonly kind: 'times'; readonly n: number; readonly count: Count }
  /** "Card types among cards in your graveyard" (delirium): how many of the card types (205.2a) they have between them. */
  | { readonly kind: 'cardTypes' }
  /** "Each time you've cast your commander from the command zone this game" (903.8): the casts of your commanders. */
  | { readonly kind: 'commanderCasts' }
  /** "Basic land types among lands you control" (domain): how many of the five (305.6) the permanents have between them. */
  | { readonly kind: 'landTypes'; readonly among: ObjectFilter }
  /**
   * What happened this turn, from the log back to the turn's beginning: cards you drew, life you gained, spells you cast
   * (of `filter`), and permanents of `filter` that died, anyone's (700.4) or (`yours`) those you controlled as they died;
   * creatures you attacked with (508.1a), permanents of `filter` that left the battlefield under your control or entered
   * it under your control (603.6c, 603.6a).
   */
  | {
      readonly kind: 'thisTurn';
      /** `damagedOpponents`: the damage dealt to your opponents this turn, all of it (bloodthirst X, 702.54b). */
      readonly what: 'drawn' | 'lifeGained' | 'cast' | 'died' | 'attacked' | 'left' | 'entered' | 'damagedOpponents';
      readonly filter?: ObjectFilter;
      readonly yours?: true;
      /** Died and owned by you: "put into your graveyard from the battlefield" (400.3). */
      readonly owned?: true;
    }
  /**
   * "Its power", "that artifact's mana value", "the sacrificed creature's power": the source's (`self`), a target's
   * (its index), what a cost sacrificed or discarded, what an instruction before it acted on (`ThisWayObject`), or
   * the object a triggered ability's event was about
   * (`subject`: "whenever a creature you control dies, you gain life equal to its toughness"), as last known if it has
   * left (608.2h). `spell`: the object is a spell ("that spell's mana value"), as it last was on the stack.
   */
  | {
      readonly kind: 'stat';
      readonly stat: Stat;
      readonly of: CountSubject | PaidObjects | ThisWayObject;
      readonly spell?: true;
    }
  /**
   * "Creature destroyed this way", "card discarded this way": what the instructions before it in the same resolving
   * spell or ability did (608.2c), from the log back to where it began to resolve (608.1).
   */
  | {
      readonly kind: 'thisWay';
      readonly what: 'destroyed' | 'discarded' | 'sacrificed' | 'exiled' | 'drawn';
      readonly filter?: ObjectFilter;
    }
  /** "For each of its colors": how many colors it has, as last known (105.1, 608.2h). */
  | { readonly kind: 'colors'; readonly of: CountSubject }
  | CountedObjects
  /**
   * "The greatest power among creatures you control", "the highest mana value among …": 0 when there are none;
   * "the total power of creatures you control" (`total`): their sum.
   */
  | { readonly kind: 'greatest' | 'total'; readonly stat: Stat; readonly among: CountedObjects }
  /**
   * "Your devotion to red", "... to black and red" (700.5): the mana symbols of those colors among the mana costs of the
   * permanents the player controls, a symbol of two of them counted once.
   */
  | { readonly kind: 'devotion'; readonly colors: readonly Color[] }
  | { readonly kind: 'life' }
  /** "Creature blocking ~ [beyond the first]": the creatures blocking the source, less those not counted. */
  | { readonly kind: 'blockers'; readonly beyond: number }
  /** "The number of times ~ was kicked", "for each time it was kicked": its multikicker payments (702.33c-d). */
  | { readonly kind: 'kicks' }
  /** "Opponent you attacked with a creature this combat" (melee, 702.121a): opponents attacked by your creatures. */
  | { readonly kind: 'attackedOpponents' }
  /** "Opponent you have" (undaunted, 702.125a): the opponents still in the game. */
  | { readonly kind: 'opponents' }
  /** The source's own value as a card, printed (scavenge: "the power of the card you exiled", 702.97a). */
  | { readonly kind: 'printed'; readonly stat: Stat };

/** Counts of objects: permanents, or cards in a zone of the player's (`all`: in every player's graveyard). */
export type CountedObjects =
  | { readonly kind: 'permanents'; readonly filter: ObjectFilter }
  | { readonly kind: 'cards'; readonly zone: 'hand' | 'graveyard'; readonly filter: ObjectFilter; readonly all?: true };

/** What one continuous effect does, by layer; each part present applies in its layer (613.6). */
export interface Change {
  /** Layer 2: the effect's controller controls the object ("you control enchanted creature", "gain control of …"). */
  readonly control?: true;
  /** Layer 4: card types and subtypes added; `replace` replaces its creature types (205.1a–b), `still` keeps them. */
  readonly types?: {
    readonly add: readonly CardType[];
    readonly subtypes: readonly string[];
    readonly replaceCreatureTypes: boolean;
    /**
     * "Enchanted land is an Island", "nonbasic lands are Mountains": its land types set to the basic land types in
     * `subtypes` (305.7): it loses its other land types and the abilities of its rules text, and has the new types'
     * mana abilities (305.6).
     */
    readonly replaceLandTypes?: true;
    /** Card types taken away ("~ isn't a creature"), with the subtypes only they had (205.1a). */
    readonly remove?: readonly CardType[];
  };
  /** Layer 5: its colors become these. */
  readonly colors?: readonly Color[];
  /** Layer 6. */
  readonly addKeywords?: readonly Keyword[];
  readonly loseKeywords?: readonly Keyword[];
  /** Layer 6: it can't have these (113.11): applied after every effect that would add them, which then can't. */
  readonly denyKeywords?: readonly Keyword[];
  readonly loseAll?: true;
  /** Layer 6: abilities granted in quotes ("has \"{R}: This creature gets +1/+0 until end of turn.\""), after its own. */
  readonly addAbilities?: readonly Ability[];
  /** Layer 7a: a characteristic-defining ability ("~'s power is equal to the number of …", 604.3). */
  readonly define?: { readonly power: boolean; readonly toughness: boolean; readonly count: Count };
  /** Layer 7b: base power and toughness set ("has base power and toughness 1/1", "becomes a 3/3"). */
  readonly setPT?: { readonly power: number; readonly toughness: number };
  /** Layer 7c: power and toughness modified, times `per` when present ("+1/+1 for each …"). */
  readonly modify?: { readonly power: number; readonly toughness: number; readonly per?: Count };
  /** Layer 7d: power and toughness switched. */
  readonly switchPT?: true;
}

/**
 * The state-based-action check's memo (`rules/sba.ts`), not part of the game: the parts of the state it looked at, as
 * they were at the last check that found nothing. The state is immutable, so the same references mean nothing changed
 * and the check can be skipped. Its fields are all named here because `keepClean` (core/state.ts) carries it on to a
 * battlefield changed only where no state-based action reads, field by field: a spread is many times slower there.
 */
export interface SbaMemo {
  readonly players: GameState['players'];
  readonly permanents: GameState['permanents'];
  readonly effects: GameState['effects'];
  readonly emblems: GameState['emblems'];
  /** The view of the layers it saw (`changedSince`). */
  readonly layers: LayersVersion | undefined;
  /** What that view read besides the battlefield and the effects ("as long as it's your turn", "for each card in your hand"). */
  readonly layerReads: LayerReads | undefined;
  readonly activePlayer: PlayerId;
  readonly combat: GameState['combat'];
}

// Opaque keys of the layers' view cache (view/layers.ts), which the state-based-action check remembers by identity.

/** Which view of the layers a state had: compared by identity, holding nothing (`layersVersion`). */
export type LayersVersion = { readonly view?: never };

/** What a view of the layers read besides the battlefield and the effects: a player's life or cards, whose turn it is, combat. */
export interface LayerReads {
  readonly players: boolean;
  readonly turn: boolean;
  readonly combat: boolean;
}
