// The language's grammar, loaded, linked and checked by Langium's grammar services: what the generate-* scripts
// derive the parser's tables from.
import './object-groupby-polyfill.mjs';
import { URI } from 'langium';
import { createLangiumGrammarServices } from 'langium/grammar';
import { NodeFileSystem } from 'langium/node';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const grammarServices = createLangiumGrammarServices(NodeFileSystem).grammar;
const { shared } = grammarServices;
const document = await shared.workspace.LangiumDocuments.getOrCreateDocument(
  URI.file(join(root, 'src', 'mtg-scenario.langium')),
);
await shared.workspace.DocumentBuilder.build([document]);
const errors = (document.diagnostics ?? []).filter(d => d.severity === 1);
if (errors.length > 0) throw new Error(`the grammar has errors: ${errors.map(e => e.message).join('; ')}`);
export const grammar = document.parseResult.value;
