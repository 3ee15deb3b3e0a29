import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { RulesProvider } from '../../src/rules/rules-provider.js';
import { createTestServices } from '../helpers.js';
import { CR_PATH, noCR } from './fixtures.js';

// A workspace with the CR (a link to the official file beside the repository, never a copy) and a planted file: a
// few rule-shaped lines under the right title.
const workspace = mkdtempSync(path.join(tmpdir(), 'rules-settings-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));
mkdirSync(path.join(workspace, 'rules'));
symlinkSync(CR_PATH, path.join(workspace, 'rules', 'cr.txt'));
const planted = path.join(workspace, 'planted.txt');
writeFileSync(planted, 'Magic: The Gathering Comprehensive Rules\n\n702.9b. SECRET=hunter2\n\n702.9c. TOKEN=abc\n');

describe('the rules file', () => {
  test('a planted file with a few rule-shaped lines is refused, and hover never shows its lines', () => {
    const provider = new RulesProvider();
    provider.configure({ rulesFile: planted });
    expect(provider.rules).toBeUndefined();
    expect(provider.problem).toBe(
      `${planted} is not the Comprehensive Rules: it has no effective date ("These rules are effective as of …")`,
    );
    const hover = provider.ruleText('702.9b')!;
    expect(hover.source).toBe('summary');
    expect(hover.markdown).not.toContain('SECRET');
    expect(hover.markdown).toContain(
      `_The Comprehensive Rules could not be loaded: ${planted} is not the Comprehensive Rules`,
    );
  });

  test.skipIf(noCR)('a relative path is resolved against the workspace folder, not the working folder', () => {
    const provider = new RulesProvider();
    expect(process.cwd()).not.toBe(workspace);
    provider.configure({ rulesFile: 'rules/cr.txt', folder: workspace });
    expect(provider.rules?.effectiveDate).toBe('April 17, 2026');
    provider.configure({ rulesFile: 'rules/cr.txt' });
    expect(provider.rules).toBeUndefined();
    expect(provider.problem).toBe(
      'rules/cr.txt is a relative path, and there is no workspace folder to resolve it against',
    );
  });

  test.skipIf(noCR)("the language server takes the workspace folder from the client's initialize request", async () => {
    const { shared, mtg } = await createTestServices();
    await shared.lsp.LanguageServer.initialize({
      processId: null,
      rootUri: null,
      capabilities: {},
      workspaceFolders: [{ uri: pathToFileURL(workspace).href, name: 'workspace' }],
      initializationOptions: { rulesFile: path.join('rules', 'cr.txt'), language: 'en' },
    });
    shared.lsp.LanguageServer.initialized({});
    await expect.poll(() => mtg.rules.Provider.rules?.rules.size).toBe(3138);
  });
});
