import { availableParallelism } from 'node:os';
import { Worker, parentPort, workerData } from 'node:worker_threads';
import type { CardDatabase } from '@mtg-scenario/engine/cards';
import { defaultCardsCacheDir, errorReason, loadCardFile } from '@mtg-scenario/language';
import type { Input } from './files.js';
import { fileReport, type FileReport } from './results.js';
import { checkFiles, mayDefineCards } from './workspace.js';

/** The cards of a run: the database the main thread loaded, and its file, which a worker loads again for itself. */
export interface RunCards {
  readonly database: CardDatabase | undefined;
  readonly file: string | undefined;
}

/**
 * Below this many files a worker's start (loading the CLI and building its services, about the time of a few files)
 * costs more than sharing the files saves.
 */
export const FILES_PER_WORKER = 20;

/** As many workers as there are cores, each with at least FILES_PER_WORKER files; 1 means the main thread alone. */
export function defaultWorkers(files: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor(files / FILES_PER_WORKER)));
}

interface WorkerInput {
  readonly mtgsTestWorker: true;
  readonly inputs: readonly Input[];
  /** Each input's index in the whole run, or -1 for a file given only for the cards it defines. */
  readonly indices: readonly number[];
  readonly cardsFile: string | undefined;
  readonly cwd: string;
}

type WorkerMessage =
  { readonly index: number; readonly report: FileReport } | { readonly done: true } | { readonly error: string };

/**
 * Checks the files and hands each one's report to `report` in the order of `inputs`, with `workers` worker threads
 * running `script` (the CLI's own entry) when more than one. The files are dealt out in small chunks, in turn, so that
 * a worker with slow files doesn't hold the others up for long; the reports that arrive ahead of their turn wait.
 * Every worker also gets the files that may define cards: cards defined in any file are visible in all of them.
 */
export async function checkReports(
  inputs: readonly Input[],
  cards: RunCards,
  cwd: string,
  workers: number,
  script: string | undefined,
  report: (r: FileReport) => void,
): Promise<void> {
  const count = Math.min(workers, inputs.length);
  if (count <= 1 || script === undefined) {
    await checkFiles(inputs, cards.database, checked => report(fileReport(checked, cwd)));
    return;
  }
  const chunk = Math.max(1, Math.ceil(inputs.length / (count * 4)));
  const shares: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < inputs.length; i++) shares[Math.floor(i / chunk) % count]!.push(i);
  const definers = inputs.flatMap((input, i) => (mayDefineCards(input.text) ? [i] : []));
  const reports: (FileReport | undefined)[] = [];
  let next = 0;
  const arrived = (index: number, r: FileReport) => {
    reports[index] = r;
    while (reports[next] !== undefined) {
      report(reports[next]!);
      reports[next++] = undefined;
    }
  };
  await Promise.all(
    shares.map(share => {
      const own = new Set(share);
      const extra = definers.filter(i => !own.has(i));
      const data: WorkerInput = {
        mtgsTestWorker: true,
        inputs: [...share, ...extra].map(i => inputs[i]!),
        indices: [...share, ...extra.map(() => -1)],
        cardsFile: cards.file,
        cwd,
      };
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(script, { workerData: data, argv: [], stdout: false, stderr: false });
        let done = false;
        worker.on('message', (message: WorkerMessage) => {
          if ('index' in message) arrived(message.index, message.report);
          else if ('done' in message) done = true;
          else reject(new Error(message.error));
        });
        worker.once('error', reject);
        worker.once('exit', code =>
          done
            ? resolve()
            : reject(new Error(`a test worker stopped before its files were checked (exit code ${code})`)),
        );
      });
    }),
  );
}

/** Whether this thread is a test worker, started by `checkReports`. */
export function isTestWorker(): boolean {
  return parentPort !== null && (workerData as Partial<WorkerInput> | null)?.mtgsTestWorker === true;
}

/** A test worker's work: check its files and post each own file's report, then `done`; a failure is posted as one. */
export async function runTestWorker(): Promise<void> {
  const data = workerData as WorkerInput;
  const post = (message: WorkerMessage) => parentPort!.postMessage(message);
  try {
    let database: CardDatabase | undefined;
    if (data.cardsFile !== undefined) {
      const loaded = await loadCardFile(data.cardsFile, defaultCardsCacheDir());
      if (!loaded.ok) throw new Error(loaded.error);
      database = loaded.value;
    }
    const index = new Map(data.inputs.map((input, i) => [input.path, data.indices[i]!]));
    await checkFiles(data.inputs, database, checked => {
      const i = index.get(checked.document.uri.fsPath) ?? -1;
      if (i >= 0) post({ index: i, report: fileReport(checked, data.cwd) });
    });
    post({ done: true });
  } catch (e) {
    post({ error: errorReason(e) });
  }
}
