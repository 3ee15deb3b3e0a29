export * from './types.js';
export { readCardFile, MAX_CARD_FILE_BYTES, type CardFile } from './read.js';
export { importCardFile, loadCardIndex } from './card-index.js';
export { cardFromRecord, type RecordCard } from './engine-card.js';
export { splitKeywordLines } from '../reader/define.js';
export {
  cardCoverage,
  cardStatus,
  sentenceShape,
  type CardCoverage,
  type CardStatus,
  type CoverageShape,
  type CoverageType,
  type NotUnderstoodPart,
} from './coverage.js';
