import { EmptyFileSystem, type LangiumDocument } from 'langium';
import { parseHelper } from 'langium/test';
import type { Diagnostic } from 'vscode-languageserver-types';
import { createMtgServices, type MtgServices, type MtgSharedServices } from '../src/mtg-scenario-module.js';
import type { Model } from '../src/generated/ast.js';

export interface TestServices {
  readonly shared: MtgSharedServices;
  readonly mtg: MtgServices;
  /** Parses, links and validates a document (with the built-in library loaded). */
  readonly validate: (text: string, uri?: string) => Promise<LangiumDocument<Model>>;
  /** Parses without validation. */
  readonly parse: (text: string, uri?: string) => Promise<LangiumDocument<Model>>;
}

/** Fresh services with the built-in card library in the workspace, as the language server has them. */
export async function createTestServices(): Promise<TestServices> {
  const { shared, mtg } = createMtgServices(EmptyFileSystem);
  await shared.workspace.WorkspaceManager.initializeWorkspace([]);
  const helper = parseHelper<Model>(mtg);
  return {
    shared,
    mtg,
    validate: (text, uri) => helper(text, { validation: true, ...(uri ? { documentUri: uri } : {}) }),
    parse: (text, uri) => helper(text, uri ? { documentUri: uri } : {}),
  };
}

export function errors(document: LangiumDocument): Diagnostic[] {
  return (document.diagnostics ?? []).filter(d => d.severity === 1);
}

export function describeDiagnostics(document: LangiumDocument): string {
  return (document.diagnostics ?? [])
    .map(
      d =>
        `${d.range.start.line + 1}:${d.range.start.character + 1} [${['', 'error', 'warning', 'info', 'hint'][d.severity ?? 1]}] ${d.code ?? ''} ${d.message} «${document.textDocument.getText(d.range)}»`,
    )
    .join('\n');
}
