#!/usr/bin/env node
import { realpathSync, writeSync } from 'node:fs';
import { runCli } from './cli.js';
import { useColour } from './colour.js';
import { isTestWorker, runTestWorker } from './parallel.js';
import { isCoverageWorker, runCoverageWorker } from './coverage-parallel.js';
import { ExitCode } from './exit-codes.js';
import { errorReason } from '@mtg-scenario/language';

/**
 * The output can't be written, so the run's result can't be reported: stop with exit 2. A reader that went away
 * (`mtgs test | head -1`, EPIPE) is normal and ends the run quietly; anything else (a full disk) is said on stderr.
 */
function outputFailed(stream: 'stdout' | 'stderr', error: Error): never {
  if (stream === 'stdout' && (error as NodeJS.ErrnoException).code !== 'EPIPE') {
    try {
      writeSync(2, `mtgs: can't write the output: ${errorReason(error)}\n`);
    } catch {
      // stderr is unusable too: the exit code is all that is left.
    }
  }
  process.exit(ExitCode.UsageOrIo);
}

function writer(name: 'stdout' | 'stderr'): (line: string) => void {
  const stream = process[name];
  stream.on('error', error => outputFailed(name, error));
  return line => {
    stream.write(`${line}\n`);
    // A failed write marks the stream at once but emits 'error' only on a later tick: stop at the first lost line,
    // not wherever the run happens to be by then.
    if (stream.errored) outputFailed(name, stream.errored);
  };
}

/** This script's file, which `mtgs test`'s worker threads run too; none when it can't be told. */
function entry(): string | undefined {
  try {
    return process.argv[1] ? realpathSync(process.argv[1]) : undefined;
  } catch {
    return undefined;
  }
}

// No top-level await: the bundle is a classic script, so that a code cache can be used (scripts/bundle.mjs).
if (isTestWorker()) void runTestWorker();
else if (isCoverageWorker()) void runCoverageWorker();
else
  void runCli(process.argv.slice(2), {
    out: writer('stdout'),
    err: writer('stderr'),
    cwd: process.cwd(),
    debug: process.env.MTGS_DEBUG === '1',
    colour: useColour(process.env, process.stdout.isTTY === true),
    workerScript: entry(),
  }).then(code => {
    process.exitCode = code;
  });
