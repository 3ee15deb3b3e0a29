/**
 * Real cards from the card files people in this ecosystem use (MTGJSON `AtomicCards.json`, Scryfall's "Oracle
 * Cards" bulk file), as the engine reads them. The files are Wizards of the Coast's text: the product never ships
 * them; a user points to one (or downloads it), it is imported once into a compact local index, and cards are read
 * from the index on demand.
 */

/** One face of a card, with the fields as the files write them (numbers stay strings: "*", "1+*"). */
export interface CardFaceRecord {
  readonly name: string;
  /** "{1}{R}"; absent for cards without a mana cost (lands, back faces). */
  readonly manaCost?: string;
  /** The whole type line, "Legendary Creature — Elf Druid". */
  readonly typeLine: string;
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly power?: string;
  readonly toughness?: string;
  readonly loyalty?: string;
  readonly defense?: string;
  /** The oracle text, sentences and abilities separated by newlines. */
  readonly text?: string;
  /** Keyword abilities the file lists for the face, as written ("Flying", "Protection from red"). */
  readonly keywords?: readonly string[];
  /** The face's colors ("U"), where the file lists them per face: a back face's color indicator (204.1). */
  readonly colors?: readonly string[];
}

/** MTGJSON's and Scryfall's layouts; multi-face ones have two faces (or more, for meld's parts). */
export type CardLayout =
  | 'normal'
  | 'split'
  | 'adventure'
  | 'transform'
  | 'modal_dfc'
  | 'flip'
  | 'meld'
  | 'leveler'
  | 'saga'
  | 'class'
  | 'case'
  | 'prototype'
  | 'mutate'
  | 'room'
  | (string & {});

export interface CardRecord {
  /** The card's name; multi-face cards as the files write it ("Fire // Ice"). */
  readonly name: string;
  readonly layout: CardLayout;
  /** One face for a normal card; the faces in order for multi-face layouts. */
  readonly faces: readonly CardFaceRecord[];
  /** The formats it is legal in, lower case ("pauper", "modern"), as the file's legalities say; absent when it has none. */
  readonly legal?: readonly string[];
  /** "common", "uncommon", "rare", "mythic", … where the file says (Scryfall's cards do, MTGJSON's atomic cards don't). */
  readonly rarity?: string;
}

/** A card the reader left out, and why. */
export interface SkippedCard {
  readonly name: string;
  readonly reason: string;
}

/** How many of the cards left out are recorded with an index, each with its reason, for whoever loads it to report. */
export const SKIPPED_RECORDED = 10;

/** Which file a database was imported from: an index is reused while the file's size and hash are the same. */
export interface CardSource {
  readonly format: 'mtgjson-atomic' | 'scryfall-oracle';
  readonly path: string;
  readonly bytes: number;
  /** SHA-256 of the file's bytes, hex. */
  readonly sha256: string;
  readonly cards: number;
  /** Cards left out as malformed: how many, and the first `SKIPPED_RECORDED` (absent from an index without them). */
  readonly skipped?: { readonly count: number; readonly first: readonly SkippedCard[] };
}

/** An imported card database, loaded lazily: the names at once, a card's record when it is asked for. */
export interface CardDatabase {
  readonly source: CardSource;
  /** Every card name, sorted (code-unit order); face names of multi-face cards are not separate entries. */
  readonly names: readonly string[];
  has(name: string): boolean;
  get(name: string): CardRecord | undefined;
}

export type CardFileResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };
