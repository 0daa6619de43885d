import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import of one project file by another, as paths relative to the project root. */
export interface ImportEdge {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.json', '/index.ts', '/index.tsx'];
const SKIPPED_DIRS = new Set(['node_modules', '.next', '.git', 'reports', 'test-results', 'drizzle']);

/** The source files under `dir` (relative to `root`), build output and dependencies left out. */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.next') || name.startsWith('.data')) continue;
    const rel = dir ? `${dir}/${name}` : name;
    const stat = statSync(path.join(root, rel));
    if (stat.isDirectory()) out.push(...sourceFiles(root, rel));
    else if (SOURCE.test(name)) out.push(rel);
  }
  return out;
}

/** The project file a specifier names (`@/lib/x`, `./y`), or null for a package or an asset. */
function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.'))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/** Every import (static, dynamic, re-export, require) between the project's source files. */
export function importGraph(root: string, dirs: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const dir of dirs) {
    const start = path.join(root, dir);
    if (!existsSync(start)) continue;
    const files = statSync(start).isDirectory() ? sourceFiles(root, dir) : [dir];
    for (const from of files) {
      const info = ts.preProcessFile(readFileSync(path.join(root, from), 'utf8'), true, true);
      for (const imported of info.importedFiles) {
        const to = resolveSpecifier(root, from, imported.fileName);
        if (to && to !== from) edges.push({ from, to });
      }
    }
  }
  return edges;
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What `file` loads as soon as it runs: its static imports and re-exports that are not type-only
 * (a dynamic `import()` loads later, a type import never), as project files and package names.
 */
function valueImports(root: string, file: string): { files: string[]; packages: string[] } {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const files: string[] = [];
  const packages: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)
          : false);
      if (!typeOnly) specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
      specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const name = specifier.text;
    const resolved = resolveSpecifier(root, file, name);
    if (resolved) files.push(resolved);
    else if (!name.startsWith('.') && !name.startsWith('@/')) packages.push(packageName(name));
  }
  return { files, packages };
}

/**
 * The packages and project files `entries` load on arrival, each with one chain of project files
 * that loads it (from an entry to the importing file): what a page built from these modules ships
 * before any interaction.
 */
export function loadedOnArrival(
  root: string,
  entries: readonly string[],
): { packages: Map<string, string[]>; files: Map<string, string[]> } {
  const packages = new Map<string, string[]>();
  const files = new Map<string, string[]>(entries.map((e) => [e, []]));
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const chain = [...(files.get(file) as string[]), file];
    const imported = valueImports(root, file);
    for (const name of imported.packages) if (!packages.has(name)) packages.set(name, chain);
    for (const next of imported.files) {
      if (files.has(next)) continue;
      files.set(next, chain);
      if (SOURCE.test(next)) queue.push(next);
    }
  }
  return { packages, files };
}
