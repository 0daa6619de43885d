import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where an installed dataset package's file is. Resolved from the working directory (the app,
 * tests and benchmarks all run from the repository root) rather than through the bundler, which
 * would otherwise try to inline multi-megabyte data files into the server bundle.
 */
export function datasetPath(pkg: string, file: string): string {
  const candidates = [process.env.ITINERA_DATASETS_DIR, process.cwd()]
    .filter((d): d is string => Boolean(d))
    .map((dir) => path.join(dir, 'node_modules', pkg, file));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`dataset file ${pkg}/${file} not found (looked in ${candidates.join(', ')})`);
  return found;
}
