import { AstUtils, GrammarAST, type Grammar } from 'langium';
import type { StackReference } from '../scenario/objects.js';

/** Names as the grammar reads them: bare when an identifier that is neither a keyword nor a multiplicity (`x2`). */
export class NameText {
  /** The grammar's keywords: a name spelled like one must be quoted. */
  private readonly reserved: ReadonlySet<string>;

  constructor(grammar: Grammar) {
    this.reserved = new Set(
      AstUtils.streamAllContents(grammar)
        .filter(GrammarAST.isKeyword)
        .map(k => k.value),
    );
  }

  needsQuotes(name: string): boolean {
    return !/^[_a-zA-Z]\w*$/.test(name) || /^x\d+$/.test(name) || this.reserved.has(name);
  }

  write(name: string): string {
    return this.needsQuotes(name) ? JSON.stringify(name) : name;
  }

  /** What follows `expect stack`: the entries top first (an alias where there is one), or `empty`. */
  writeStack(entries: readonly StackReference[]): string {
    return entries.length ? entries.map(e => e.alias ?? this.write(e.name)).join(', ') : 'empty';
  }
}
