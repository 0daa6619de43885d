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
