import type { ImportEdge } from './import-graph';

/**
 * The rules of the house (docs/architecture.md, "What may import what"), as a pure function of the
 * import graph so they are tested on graphs made to break them as well as on the project's own.
 */

/** Tests and their helpers may reach anywhere: the rules are about what ships. */
export const isTestCode = (file: string): boolean =>
  /(^|\/)(tests|bench|scripts)\//.test(file) ||
  /\.test\.tsx?$/.test(file) ||
  /(^|\/)(test-support|test-fixtures|test-helpers|test-fakes|fixtures)\.tsx?$/.test(file);

const under = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);

/**
 * The folder a file counts in for cycles: `lib/<x>`, `lib/backend/<x>` (the backend's own root files
 * are `lib/backend`, its composition root), `components/<x>`; null outside them.
 */
export function folderOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] === 'lib' && parts.length > 2) {
    if (parts[1] === 'backend' && parts.length > 3) return parts.slice(0, 3).join('/');
    return parts.slice(0, 2).join('/');
  }
  if (parts[0] === 'components' && parts.length > 2) return parts.slice(0, 2).join('/');
  return null;
}

/**
 * The deployment secret is the storefront's as much as the backend's (it seals the storefront's
 * session with an external Travel API too), so its store is the one place outside lib/backend that
 * reads the database.
 */
export const DATABASE_OUTSIDE_BACKEND = new Set(['lib/auth/secret-store.ts', 'lib/auth/server-secret.ts']);

interface Rule {
  name: string;
  breaks: (edge: ImportEdge) => boolean;
}

export const RULES: readonly Rule[] = [
  {
    name: 'lib/ outside lib/backend imports nothing from lib/backend',
    breaks: ({ from, to }) => under(from, 'lib') && !under(from, 'lib/backend') && under(to, 'lib/backend'),
  },
  {
    name: 'lib/contract imports no other project module',
    breaks: ({ from, to }) => under(from, 'lib/contract') && !under(to, 'lib/contract'),
  },
  {
    name: 'components import neither lib/backend nor lib/db',
    breaks: ({ from, to }) => under(from, 'components') && (under(to, 'lib/backend') || under(to, 'lib/db')),
  },
  {
    name: 'only lib/backend (and the deployment secret) reads the database',
    breaks: ({ from, to }) =>
      under(to, 'lib/db') &&
      under(from, 'lib') &&
      !under(from, 'lib/backend') &&
      !under(from, 'lib/db') &&
      !DATABASE_OUTSIDE_BACKEND.has(from),
  },
  {
    name: 'lib/browser is used by components and pages only',
    breaks: ({ from, to }) => under(to, 'lib/browser') && under(from, 'lib') && !under(from, 'lib/browser'),
  },
];

export interface Violation {
  rule: string;
  edge: string;
}

/** Imports that break a rule of the house. */
export function forbiddenImports(edges: readonly ImportEdge[]): Violation[] {
  const out: Violation[] = [];
  for (const edge of edges) {
    if (isTestCode(edge.from)) continue;
    for (const rule of RULES) {
      if (rule.breaks(edge)) out.push({ rule: rule.name, edge: `${edge.from} -> ${edge.to}` });
    }
  }
  return out;
}

/**
 * Cycles between the nodes `nodeOf` groups files into (null: left out), by Tarjan's strongly
 * connected components, each with one import that closes it per node, so the message says where to
 * cut.
 */
function cycles(edges: readonly ImportEdge[], nodeOf: (file: string) => string | null): string[][] {
  const graph = new Map<string, Map<string, string>>();
  for (const { from, to } of edges) {
    if (isTestCode(from)) continue;
    const [a, b] = [nodeOf(from), nodeOf(to)];
    if (!a || !b || a === b) continue;
    const out = graph.get(a) ?? new Map<string, string>();
    if (!out.has(b)) out.set(b, `${from} -> ${to}`);
    graph.set(a, out);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const members: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      members.push(w);
    } while (w !== v);
    if (members.length < 2) return;
    const inCycle = new Set(members);
    found.push(
      members
        .sort()
        .flatMap((a) =>
          [...(graph.get(a) ?? new Map<string, string>())]
            .filter(([b]) => inCycle.has(b))
            .map(([, why]) => why),
        ),
    );
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Cycles between folders (see folderOf). */
export const folderCycles = (edges: readonly ImportEdge[]): string[][] => cycles(edges, folderOf);

/**
 * Folders whose files never import each other in a circle: the booking lifecycle's pure rules and
 * the backend's booking operations, where a cycle once ran through `statusOf`.
 */
export const ACYCLIC_FOLDERS = ['lib/booking', 'lib/backend/booking'] as const;

/** Cycles between the files of `folder`. */
export const fileCycles = (edges: readonly ImportEdge[], folder: string): string[][] =>
  cycles(edges, (file) => (under(file, folder) ? file : null));
