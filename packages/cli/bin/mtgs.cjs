#!/usr/bin/env node
// mtgs's command on PATH (package.json "bin"). npm links a bin at install time only if its file exists, and the
// bundle (dist/) is built after `npm ci`: this file is in the repository, so `npx mtgs` finds it on any clone, and
// says what to do until the CLI is built.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const bundle = join(__dirname, '..', 'dist', 'mtgs.js');
if (!existsSync(bundle)) {
  process.stderr.write("mtgs: not built yet: run 'npm run build' in the repository first\n");
  process.exit(2);
}
require(bundle);
