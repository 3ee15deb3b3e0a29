// Copies the built-in card library (a real .mtgs file) next to the compiled code: out/builtin/.
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(join(root, 'out', 'builtin'), { recursive: true });
cpSync(join(root, 'src', 'builtin'), join(root, 'out', 'builtin'), { recursive: true });
