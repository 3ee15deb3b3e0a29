// Where scripts/e2e/setup.sh put the end-to-end tools. Shared by code-server.mjs and
// packages/vscode/e2e/. Plain ESM, runs on the machine's Node 20 (only code-server
// itself runs on the Node 24 from the tools dir).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const toolsDir = path.resolve(process.env.E2E_TOOLS_DIR || path.join(repoRoot, '.e2e-tools'));
export const outputDir = path.resolve(process.env.E2E_OUTPUT_DIR || path.join(repoRoot, 'test-output', 'e2e'));
export const chromiumPath = process.env.E2E_CHROMIUM || '/usr/bin/chromium';

const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
export const node24 = path.join(toolsDir, 'node_modules', `node-linux-${arch}`, 'bin', 'node');
export const codeServerDir = path.join(toolsDir, 'node_modules', 'code-server');
export const codeServerEntry = path.join(codeServerDir, 'out', 'node', 'entry.js');

const SETUP_HINT = 'run `bash scripts/e2e/setup.sh` first';

/** Throws a clear error when setup.sh has not been run. */
export function checkTools({ browser = true } = {}) {
  const missing = [];
  if (!fs.existsSync(node24)) missing.push(`Node 24 (${node24})`);
  if (!fs.existsSync(codeServerEntry)) missing.push(`code-server (${codeServerEntry})`);
  if (browser && !fs.existsSync(chromiumPath)) missing.push(`Chromium (${chromiumPath})`);
  if (missing.length) throw new Error(`e2e tools missing: ${missing.join(', ')}; ${SETUP_HINT}`);
}

/**
 * playwright-core: the repo's own devDependency if there is one, else the copy setup.sh
 * installed in the tools dir.
 */
export async function loadPlaywright() {
  const candidates = [repoRoot, toolsDir];
  for (const base of candidates) {
    try {
      const req = createRequire(path.join(base, 'package.json'));
      const resolved = req.resolve('playwright-core');
      return await import(pathToFileURL(resolved).href);
    } catch {
      // try the next one
    }
  }
  throw new Error(`playwright-core not found in ${candidates.join(' or ')}; ${SETUP_HINT}`);
}
