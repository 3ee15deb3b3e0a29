import { parentPort, workerData } from 'node:worker_threads';
import { importCardFile } from '@mtg-scenario/engine/cards';

/** The worker thread of `importInWorker` (bundled as dist/card-import.cjs): one import, its result posted back. */
const { file, cacheDir } = workerData as { file: string; cacheDir: string };
void importCardFile(file, cacheDir).then(result => parentPort?.postMessage(result));
