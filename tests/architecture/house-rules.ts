import ts from 'typescript';
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

/**
 * The storefront's border for calls (issue 27): lib/client's fetch helpers (the browser's, the
 * pages' server-side one, the Travel API transport under both) are for lib/client's per-area
 * modules; everything else asks those modules' typed functions.
 */
export const CALL_HELPERS = new Set([
  'lib/client/browser-api.ts',
  'lib/client/server-api.ts',
  'lib/client/transport.ts',
]);

/** Where no code calls the network itself: it asks lib/client. */
export const CALL_BORDER_SCOPE = ['components', 'app', 'lib/browser'] as const;

const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'self', 'global']);

/** `fetch` as a name rather than a value: a property, a declaration, an import, a type. */
function namesNotUses(node: ts.Identifier): boolean {
  const p = node.parent;
  return (
    ((ts.isPropertyAssignment(p) ||
      ts.isPropertyDeclaration(p) ||
      ts.isPropertySignature(p) ||
      ts.isMethodDeclaration(p) ||
      ts.isMethodSignature(p) ||
      ts.isGetAccessor(p) ||
      ts.isSetAccessor(p) ||
      ts.isVariableDeclaration(p) ||
      ts.isParameter(p) ||
      ts.isFunctionDeclaration(p) ||
      ts.isBindingElement(p) ||
      ts.isJsxAttribute(p)) &&
      p.name === node) ||
    (ts.isBindingElement(p) && p.propertyName === node) ||
    ts.isImportSpecifier(p) ||
    ts.isExportSpecifier(p) ||
    ts.isQualifiedName(p) ||
    ts.isTypeQueryNode(p)
  );
}

/**
 * The places in one source file of CALL_BORDER_SCOPE that reach the network without lib/client:
 * the global `fetch` (called, or handed on as a value) and a `/api/` address written out.
 */
export function callBorderBreaks(file: string, source: string): string[] {
  if (isTestCode(file) || !CALL_BORDER_SCOPE.some((dir) => under(file, dir))) return [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: string[] = [];
  const at = (node: ts.Node, what: string) =>
    out.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === 'fetch') {
      const p = node.parent;
      if (ts.isPropertyAccessExpression(p) && p.name === node) {
        const global = ts.isIdentifier(p.expression) && GLOBAL_OBJECTS.has(p.expression.text);
        if (global && ts.isCallExpression(p.parent) && p.parent.expression === p)
          at(node, 'calls the global fetch');
      } else if (!namesNotUses(node))
        at(
          node,
          ts.isCallExpression(p) && p.expression === node
            ? 'calls the global fetch'
            : 'uses the global fetch',
        );
    }
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
      node.text.startsWith('/api/')
    )
      at(node, 'writes a /api/ address');
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

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
    // Every backend folder builds on http (errors, bodies, the request's types), so http builds on
    // none of them: what needs a backend folder (the request context reads users) lives there.
    name: 'lib/backend/http imports no other lib/backend folder',
    breaks: ({ from, to }) =>
      under(from, 'lib/backend/http') && under(to, 'lib/backend') && !under(to, 'lib/backend/http'),
  },
  {
    name: "lib/client's fetch helpers are used by lib/client only",
    breaks: ({ from, to }) => CALL_HELPERS.has(to) && !under(from, 'lib/client'),
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
