import {
  DefaultDocumentValidator, type AstReflection, DocumentValidator, type LangiumCoreServices, type LangiumDocument, type ScopeProvider, type ValidationOptions,
} from 'langium';
import type { Diagnostic } from 'vscode-languageserver-types';
import { didYouMean } from '../scoping/suggestions.js';
import { Codes } from './codes.js';

/**
 * Unknown names read like the rest of the diagnostics: "Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?",
 * with a stable code per kind of name (`reference/unknown-card`, `reference/unknown-player`, `reference/unknown-name`).
 */
export class MtgDocumentValidator extends DefaultDocumentValidator {
  private readonly scopeProvider: ScopeProvider;
  private readonly reflection: AstReflection;

  constructor(services: LangiumCoreServices) {
    super(services);
    this.scopeProvider = services.references.ScopeProvider;
    this.reflection = services.shared.AstReflection;
  }

  protected override processLinkingErrors(document: LangiumDocument, diagnostics: Diagnostic[], options: ValidationOptions): void {
    for (const reference of document.references) {
      const error = reference.error;
      if (!error) continue;
      const info = error.info;
      const text = reference.$refText;
      let message = error.message;
      let code: string = Codes.unknownName;
      try {
        const type = this.reflection.getReferenceType(info);
        const names = this.scopeProvider.getScope(info).getAllElements().map(d => d.name).toArray();
        const hint = didYouMean(text, names);
        if (type === 'Card') {
          code = Codes.unknownCard;
          message = `Unknown card "${text}": define it with card "${text}" { ... } in any .mtgs file, or check the spelling.${hint}`;
        } else if (type === 'Player') {
          code = Codes.unknownPlayer;
          message = `${text} is not one of this scenario's players.${hint}`;
        } else {
          message = `"${text}" is not a player, an alias (as ...) or a card known here.${hint}`;
        }
      } catch {
        // keep Langium's own message
      }
      diagnostics.push(this.toDiagnostic('error', message, {
        node: info.container, property: info.property, index: info.index, code,
        ...(reference.$refNode ? { range: reference.$refNode.range } : {}),
        data: { code: DocumentValidator.LinkingError, containerType: info.container.$type, property: info.property, refText: text },
      }));
    }
    void options;
  }
}
