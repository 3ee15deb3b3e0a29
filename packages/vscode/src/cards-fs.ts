import * as vscode from 'vscode';
import { ReadOnlyFileSystem } from './read-only-fs.js';
import type { LanguageClient } from 'vscode-languageclient/node';
import { CardTextRequest, type CardTextParams, type CardTextResult } from '@mtg-scenario/language/protocol';

/**
 * Read-only `cards:` file system: a card of the card database as the language server renders it in `.mtgs` syntax
 * (`cards:///Serra%20Angel.mtgs`), so that "go to definition" on a database card opens it, and the user can copy it
 * into the workspace to adjust it. The text is the server's (`mtgs/cardText`): the extension holds no card data.
 */
export class CardsFileSystem extends ReadOnlyFileSystem {
  constructor(private readonly client: LanguageClient) {
    super();
  }

  private async text(uri: vscode.Uri): Promise<Uint8Array> {
    const text: CardTextResult = await this.client.sendRequest(CardTextRequest, {
      uri: uri.toString(),
    } satisfies CardTextParams);
    if (text === null) throw vscode.FileSystemError.FileNotFound(uri);
    return new TextEncoder().encode(text);
  }

  async stat(uri: vscode.Uri): Promise<vscode.FileStat> {
    const bytes = await this.text(uri);
    return {
      type: vscode.FileType.File,
      ctime: 0,
      mtime: 0,
      size: bytes.byteLength,
      permissions: vscode.FilePermission.Readonly,
    };
  }

  readFile(uri: vscode.Uri): Promise<Uint8Array> {
    return this.text(uri);
  }

  readDirectory(): [string, vscode.FileType][] {
    return [];
  }
}

/** Registers the `cards:` file system, answered by the running language client. */
export function registerCardsFileSystem(context: vscode.ExtensionContext, client: LanguageClient): void {
  context.subscriptions.push(
    vscode.workspace.registerFileSystemProvider('cards', new CardsFileSystem(client), {
      isCaseSensitive: true,
      isReadonly: true,
    }),
  );
}
