import * as vscode from 'vscode';

/**
 * What every read-only file system of the extension shares (`builtin:`, `cards:`): no watching (the content never
 * changes under an open editor), and every write refused with a permission error.
 */
export abstract class ReadOnlyFileSystem implements vscode.FileSystemProvider {
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.changed.event;

  abstract stat(uri: vscode.Uri): Thenable<vscode.FileStat>;
  abstract readFile(uri: vscode.Uri): Thenable<Uint8Array>;
  abstract readDirectory(uri: vscode.Uri): [string, vscode.FileType][];

  watch(): vscode.Disposable {
    return new vscode.Disposable(() => undefined);
  }

  createDirectory(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
  writeFile(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
  delete(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
  rename(uri: vscode.Uri): never {
    throw vscode.FileSystemError.NoPermissions(uri);
  }
}
