import * as vscode from 'vscode';

/**
 * Read-only `builtin:` file system: the built-in card library shipped in the extension, so that "go to
 * definition" on `Counterspell` opens `builtin:///cards.mtgs`.
 */
export class BuiltinFileSystem implements vscode.FileSystemProvider {
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.changed.event;

  constructor(private readonly root: vscode.Uri) {}

  private file(uri: vscode.Uri): vscode.Uri {
    const name = uri.path.replace(/^\/+/, '');
    if (!/^[\w-]+\.mtgs$/.test(name)) throw vscode.FileSystemError.FileNotFound(uri);
    return vscode.Uri.joinPath(this.root, name);
  }

  async stat(uri: vscode.Uri): Promise<vscode.FileStat> {
    const stat = await vscode.workspace.fs.stat(this.file(uri));
    return { ...stat, permissions: vscode.FilePermission.Readonly };
  }

  readFile(uri: vscode.Uri): Thenable<Uint8Array> {
    return vscode.workspace.fs.readFile(this.file(uri));
  }

  readDirectory(): [string, vscode.FileType][] {
    return [['cards.mtgs', vscode.FileType.File]];
  }

  watch(): vscode.Disposable {
    return new vscode.Disposable(() => undefined);
  }

  createDirectory(uri: vscode.Uri): never { throw vscode.FileSystemError.NoPermissions(uri); }
  writeFile(uri: vscode.Uri): never { throw vscode.FileSystemError.NoPermissions(uri); }
  delete(uri: vscode.Uri): never { throw vscode.FileSystemError.NoPermissions(uri); }
  rename(uri: vscode.Uri): never { throw vscode.FileSystemError.NoPermissions(uri); }
}
