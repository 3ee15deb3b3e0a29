// A package's floor plan, read from its import statements: which imports run from a lower wing to a higher one, and
// which import circles there are. Used by the packages' floor-plan tests, so a layout can't silently decay.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Every `.ts` file under `srcDir`, as paths relative to it with `/` separators. */
function sourceFiles(srcDir, dir = srcDir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(srcDir, path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')
      ? [relative(srcDir, path).split(sep).join('/')]
      : [];
  });
}

/** Whether an import or export declaration brings in types only (erased from the JavaScript it compiles to). */
function typeOnly(node) {
  if (ts.isExportDeclaration(node)) {
    return (
      node.isTypeOnly ||
      (!!node.exportClause &&
        ts.isNamedExports(node.exportClause) &&
        node.exportClause.elements.length > 0 &&
        node.exportClause.elements.every(e => e.isTypeOnly))
    );
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    !!named &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every(e => e.isTypeOnly)
  );
}

/**
 * The relative imports of every source file (static imports and re-exports, and `import()` types), resolved to the
 * file they name: `{ from, to, typeOnly }`, paths relative to `srcDir`.
 */
export function readImports(srcDir) {
  const files = new Set(sourceFiles(srcDir));
  const imports = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(join(srcDir, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (specifier, isTypeOnly) => {
      if (!specifier.startsWith('.')) return;
      const target = relative(srcDir, resolve(srcDir, dirname(file), specifier))
        .split(sep)
        .join('/')
        .replace(/\.js$/, '.ts');
      if (files.has(target)) imports.push({ from: file, to: target, typeOnly: isTypeOnly });
    };
    const visit = node => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        add(node.moduleSpecifier.text, typeOnly(node));
      } else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        add(node.argument.literal.text, true);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { files: [...files].sort(), imports };
}

/** The wing a file stands in: the longest listed folder (or file) its path starts with, or undefined. */
export function wingOf(file, floors) {
  let best;
  for (const wing of Object.keys(floors)) {
    if ((file === wing || file.startsWith(`${wing}/`)) && (best === undefined || wing.length > best.length))
      best = wing;
  }
  return best;
}

/** Strongly connected components of more than one file (Tarjan), each sorted, largest first. */
export function importCircles(files, imports) {
  const next = new Map(files.map(f => [f, []]));
  for (const { from, to } of imports) if (from !== to) next.get(from).push(to);
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = start => {
    // Iterative, so a long chain of imports can't overflow the stack.
    const work = [[start, 0]];
    order.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = next.get(node);
      if (i < targets.length) {
        frame[1]++;
        const to = targets[i];
        if (!order.has(to)) {
          order.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), order.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === order.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) circles.push(component.sort());
      }
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return circles.sort((a, b) => b.length - a.length);
}

/**
 * Checks a package against its floor plan. `floors` gives each wing (a folder or file under `srcDir`) its floor
 * number; a file may import its own floor and the floors below, types included. Returns the imports that run upward,
 * the files that stand in no wing, and the import circles with the wings they span: `circles` through the imports that
 * stay in the JavaScript (whose order of evaluation matters), `typeCircles` through all of them.
 */
export function checkFloorPlan(srcDir, floors) {
  const { files, imports } = readImports(srcDir);
  const upward = imports.filter(({ from, to }) => {
    const a = wingOf(from, floors);
    const b = wingOf(to, floors);
    return a !== undefined && b !== undefined && floors[b] > floors[a];
  });
  const unplaced = files.filter(f => wingOf(f, floors) === undefined);
  const described = members => ({
    members,
    wings: [...new Set(members.map(m => wingOf(m, floors) ?? '(none)'))].sort(),
  });
  const circles = importCircles(
    files,
    imports.filter(i => !i.typeOnly),
  ).map(described);
  const typeCircles = importCircles(files, imports).map(described);
  return { files, imports, upward, unplaced, circles, typeCircles };
}
