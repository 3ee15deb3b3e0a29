import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { clearDocuments } from 'langium/test';
import { createTestServices, type TestServices } from './helpers.js';
import { checkMarkers, readMarkers } from './markers.js';

/**
 * Data-driven language tests: every `.mtgs` file under test/resources is parsed, linked, validated and replayed;
 * its `$TEST$` markers say which diagnostics it must (and must not) have. Files without markers must have no errors
 * and no warnings at all.
 */
const root = fileURLToPath(new URL('./resources', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.mtgs') ? [join(dir, entry.name)] : [],
  );
}

describe('test resources', () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
  });

  for (const file of files(root)) {
    test(relative(root, file), async () => {
      const text = readFileSync(file, 'utf8');
      const document = await services.validate(text);
      await clearDocuments(services.mtg, [document]);
      const syntax = [
        ...document.parseResult.lexerErrors.map(e => `${e.line}:${e.column} ${e.message}`),
        ...document.parseResult.parserErrors.map(e => `${e.token.startLine}:${e.token.startColumn} ${e.message}`),
      ];
      const markers = readMarkers(text);
      const failures = [...syntax.map(s => `syntax error ${s}`), ...checkMarkers(document, markers, true)];
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});
