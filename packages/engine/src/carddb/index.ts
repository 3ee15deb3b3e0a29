export * from './types.js';
export { readCardFile, MAX_CARD_FILE_BYTES, MAX_CARDS, type CardFile, type SkippedCard } from './read.js';
export { importCardFile, loadCardIndex, cardIndexPath } from './card-index.js';
export { cardFromRecord, splitKeywordLines, type RecordCard } from './engine-card.js';
export { cardCoverage, sentenceShape, COVERAGE_TYPES, TOP_SHAPES, type CardCoverage, type CoverageShape, type CoverageType } from './coverage.js';
