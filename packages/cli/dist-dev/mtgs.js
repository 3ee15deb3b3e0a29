#!/usr/bin/env node
// mtgs: runs mtgs-app.cjs with V8's code cache (see packages/cli/scripts/bundle.mjs).
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const { createRequire, wrap } = require('node:module');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { Script } = require('node:vm');

const filename = join(__dirname, 'mtgs-app.cjs');
const cacheFile = join(__dirname, 'mtgs-app.cache');
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // No cache: the script compiles as usual.
}
const script = new Script(wrap(readFileSync(filename, 'utf8')), { filename, cachedData });
globalThis.__mtgsScriptUrl = pathToFileURL(filename).href;
if (process.env.MTGS_WRITE_CODE_CACHE === '1') process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
const app = { exports: {} };
script.runInThisContext()(app.exports, createRequire(filename), app, filename, __dirname);
