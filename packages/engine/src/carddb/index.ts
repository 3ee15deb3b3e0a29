export * from './types.js';
export { readCardFile, MAX_CARD_FILE_BYTES, type CardFile } from './read.js';
export { importCardFile, loadCardIndex } from './card-index.js';
export { cardFromRecord, type RecordCard } from './engine-card.js';
export { splitKeywordLines } from '../reader/define.js';
export {
  cardCoverage,
  cardReading,
  cardStatus,
  coverageOf,
  sentenceShape,
  type CardCoverage,
  type CardReading,
  type CardStatus,
  type CoverageShape,
  type CoverageType,
  type NotUnderstoodPart,
} from './coverage.js';
