import { availableParallelism } from 'node:os';
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { cardReading, readCardFile, type CardReading, type CardRecord } from '@mtg-scenario/engine/cards';
import { errorReason } from '@mtg-scenario/language';

/** Below this many cards a worker's start (loading the CLI, reading the file again) costs more than it saves. */
export const CARDS_PER_WORKER = 2_000;

/** As many threads as there are cores, each with at least CARDS_PER_WORKER cards; 1 means the main thread alone. */
export function defaultCoverageThreads(cards: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor(cards / CARDS_PER_WORKER)));
}

interface CoverageWorkerInput {
  readonly mtgsCoverageWorker: true;
  readonly file: string;
  /** This worker reads the cards whose index in the file leaves this remainder divided by `of`. */
  readonly share: number;
  readonly of: number;
}

type CoverageWorkerMessage = { readonly readings: readonly CardReading[] } | { readonly error: string };

/** The cards of every `of`-th index from `share` on: the cards of one thread. */
const shareOf = <T>(cards: readonly T[], share: number, of: number): T[] =>
  cards.filter((_card, i) => i % of === share);

/**
 * Every card of `file` (already read as `cards`) read for the coverage report, on `threads` threads: this one and
 * workers running `script` (the CLI's own entry), each reading the file again for itself (faster than sending it the
 * cards) and every `threads`-th card of it.
 */
export async function coverageReadings(
  file: string,
  cards: readonly CardRecord[],
  threads: number,
  script: string | undefined,
): Promise<CardReading[]> {
  if (threads <= 1 || script === undefined) return cards.map(cardReading);
  const workers = Array.from({ length: threads - 1 }, (_none, i) => {
    const data: CoverageWorkerInput = { mtgsCoverageWorker: true, file, share: i + 1, of: threads };
    return new Promise<readonly CardReading[]>((resolve, reject) => {
      const worker = new Worker(script, { workerData: data, argv: [], stdout: false, stderr: false });
      let readings: readonly CardReading[] | undefined;
      worker.on('message', (message: CoverageWorkerMessage) => {
        if ('readings' in message) readings = message.readings;
        else reject(new Error(message.error));
      });
      worker.once('error', reject);
      worker.once('exit', code =>
        readings
          ? resolve(readings)
          : reject(new Error(`a coverage worker stopped before its cards were read (exit code ${code})`)),
      );
    });
  });
  // The workers start while this thread reads its own share.
  const own = shareOf(cards, 0, threads).map(cardReading);
  return [...own, ...(await Promise.all(workers)).flat()];
}

/** Whether this thread is a coverage worker, started by `coverageReadings`. */
export function isCoverageWorker(): boolean {
  return parentPort !== null && (workerData as Partial<CoverageWorkerInput> | null)?.mtgsCoverageWorker === true;
}

/** A coverage worker's work: read the file, then its share of the cards, and post the readings (or the failure). */
export async function runCoverageWorker(): Promise<void> {
  const data = workerData as CoverageWorkerInput;
  const post = (message: CoverageWorkerMessage) => parentPort!.postMessage(message);
  try {
    const read = await readCardFile(data.file);
    if (!read.ok) throw new Error(read.error);
    post({ readings: shareOf(read.value.cards, data.share, data.of).map(cardReading) });
  } catch (e) {
    post({ error: errorReason(e) });
  }
}
