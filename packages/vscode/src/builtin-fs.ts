import * as vscode from 'vscode';
import { ReadOnlyFileSystem } from './read-only-fs.js';

/**
 * Read-only `builtin:` file system: the built-in card library shipped in the extension, so that "go to
 * definition" on `Counterspell` opens `builtin:///cards.mtgs`.
 */
export class BuiltinFileSystem extends ReadOnlyFileSystem {
  constructor(private readonly root: vscode.Uri) {
    super();
  }

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
}
