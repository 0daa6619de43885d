import path from 'node:path';
import { ACYCLIC_FOLDERS, fileCycles, folderCycles, folderOf, forbiddenImports } from './house-rules';
import { type ImportEdge, importGraph } from './import-graph';

const root = path.resolve(__dirname, '../..');
const edge = (from: string, to: string): ImportEdge => ({ from, to });

describe('the rules of the house, on graphs made to break them', () => {
  it.each([
    ['lib/tenant/x.ts', 'lib/backend/app.ts', 'lib/ outside lib/backend imports nothing from lib/backend'],
    ['lib/contract/booking.ts', 'lib/money/index.ts', 'lib/contract imports no other project module'],
    ['lib/contract/booking.ts', 'components/planner/x.ts', 'lib/contract imports no other project module'],
    [
      'components/booking/x.tsx',
      'lib/backend/booking/rules.ts',
      'components import neither lib/backend nor lib/db',
    ],
    [
      'components/booking/x.tsx',
      'lib/db/schema/index.ts',
      'components import neither lib/backend nor lib/db',
    ],
    ['lib/search/x.ts', 'lib/db/open.ts', 'only lib/backend (and the deployment secret) reads the database'],
    ['lib/client/x.ts', 'lib/browser/auth/session.ts', 'lib/browser is used by components and pages only'],
    [
      'lib/backend/http/x.ts',
      'lib/backend/auth/users.ts',
      'lib/backend/http imports no other lib/backend folder',
    ],
    ['lib/backend/http/x.ts', 'lib/backend/app.ts', 'lib/backend/http imports no other lib/backend folder'],
    [
      'components/booking/x.tsx',
      'lib/client/browser-api.ts',
      "lib/client's fetch helpers are used by lib/client only",
    ],
    [
      'lib/browser/auth/x.ts',
      'lib/client/browser-api.ts',
      "lib/client's fetch helpers are used by lib/client only",
    ],
    [
      'app/[tenant]/x/page.tsx',
      'lib/client/server-api.ts',
      "lib/client's fetch helpers are used by lib/client only",
    ],
    ['lib/tenant/x.ts', 'lib/client/transport.ts', "lib/client's fetch helpers are used by lib/client only"],
  ])('%s importing %s breaks "%s"', (from, to, rule) => {
    expect(forbiddenImports([edge(from, to)]).map((v) => v.rule)).toContain(rule);
  });

  it.each([
    ['lib/backend/booking/x.ts', 'lib/db/open.ts'],
    ['lib/backend/routes/x.ts', 'lib/contract/booking.ts'],
    ['lib/backend/auth/x.ts', 'lib/backend/http/errors.ts'],
    ['lib/backend/http/x.ts', 'lib/backend/http/errors.ts'],
    ['lib/contract/booking.ts', 'lib/contract/auth.ts'],
    ['components/booking/x.tsx', 'lib/browser/auth/session.ts'],
    ['lib/auth/secret-store.ts', 'lib/db/open.ts'],
    ['lib/tenant/x.test.ts', 'lib/backend/seed/index.ts'],
    ['lib/content/test-support.ts', 'lib/backend/seed/tenants/demo.json'],
    ['components/booking/x.tsx', 'lib/client/booking.ts'],
    ['lib/client/booking.ts', 'lib/client/browser-api.ts'],
  ])('%s may import %s', (from, to) => {
    expect(forbiddenImports([edge(from, to)])).toEqual([]);
  });

  it('finds a cycle between folders, naming an import that closes it in each', () => {
    const cycles = folderCycles([
      edge('lib/a/x.ts', 'lib/b/y.ts'),
      edge('lib/b/y.ts', 'lib/c/z.ts'),
      edge('lib/c/z.ts', 'lib/a/w.ts'),
      edge('lib/c/z.ts', 'lib/d/v.ts'),
    ]);
    expect(cycles).toEqual([
      ['lib/a/x.ts -> lib/b/y.ts', 'lib/b/y.ts -> lib/c/z.ts', 'lib/c/z.ts -> lib/a/w.ts'],
    ]);
  });

  it('finds a cycle between the files of one folder, and only there', () => {
    const graph = [
      edge('lib/backend/booking/view.ts', 'lib/backend/booking/transition.ts'),
      edge('lib/backend/booking/transition.ts', 'lib/backend/booking/email.ts'),
      edge('lib/backend/booking/email.ts', 'lib/backend/booking/view.ts'),
      edge('lib/backend/payment/a.ts', 'lib/backend/payment/b.ts'),
      edge('lib/backend/payment/b.ts', 'lib/backend/payment/a.ts'),
    ];
    expect(fileCycles(graph, 'lib/backend/booking')).toEqual([
      [
        'lib/backend/booking/email.ts -> lib/backend/booking/view.ts',
        'lib/backend/booking/transition.ts -> lib/backend/booking/email.ts',
        'lib/backend/booking/view.ts -> lib/backend/booking/transition.ts',
      ],
    ]);
    expect(fileCycles(graph, 'lib/booking')).toEqual([]);
  });

  it('a cycle through a test file only is not a cycle of what ships', () => {
    expect(folderCycles([edge('lib/a/x.ts', 'lib/b/y.ts'), edge('lib/b/y.test.ts', 'lib/a/x.ts')])).toEqual(
      [],
    );
  });

  it('counts the backend by its folders, its root files as its composition root', () => {
    expect(folderOf('lib/backend/app.ts')).toBe('lib/backend');
    expect(folderOf('lib/backend/booking/rules.ts')).toBe('lib/backend/booking');
    expect(folderOf('lib/money/index.ts')).toBe('lib/money');
    expect(folderOf('components/layout/header/site-header.tsx')).toBe('components/layout');
    expect(folderOf('app/layout.tsx')).toBeNull();
  });
});

describe('the project keeps the rules of the house', () => {
  const edges = importGraph(root, ['app', 'components', 'lib', 'instrumentation.ts', 'proxy.ts']);

  it('reads the whole graph (a resolver that lost the @/ alias would find nothing to break)', () => {
    expect(edges.length).toBeGreaterThan(2000);
    expect(edges).toContainEqual(edge('lib/backend/app.ts', 'lib/backend/routes/auth.ts'));
  });

  it('has no forbidden import', () => {
    expect(forbiddenImports(edges)).toEqual([]);
  });

  it('has no cycle between folders', () => {
    expect(folderCycles(edges)).toEqual([]);
  });

  it.each(ACYCLIC_FOLDERS)('has no cycle between the files of %s', (folder) => {
    expect(fileCycles(edges, folder)).toEqual([]);
  });
});
