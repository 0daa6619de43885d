import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CALL_BORDER_SCOPE, callBorderBreaks } from './house-rules';
import { sourceFiles } from './import-graph';

const root = path.resolve(__dirname, '../..');

describe('the border for calls, on sources made to break it', () => {
  it.each([
    [
      'components/search/x.tsx',
      "const res = await fetch('/v2/search_api', { method: 'POST' });",
      'calls the global fetch',
    ],
    ['app/[tenant]/page.tsx', 'await globalThis.fetch(url);', 'calls the global fetch'],
    ['lib/browser/pdf/x.ts', 'await window.fetch(url);', 'calls the global fetch'],
    ['components/currency/x.ts', "const res = await (fetchImpl ?? fetch)('/x');", 'uses the global fetch'],
    ['components/search/x.ts', 'useSWR(key, fetch);', 'uses the global fetch'],
    [
      'components/booking/x.tsx',
      `const href = \`/api/api/booking/invoice?booking_id=\${id}\`;`,
      'writes a /api/ address',
    ],
    ['app/[tenant]/x/page.tsx', "const path = '/api/v1/visitor/location';", 'writes a /api/ address'],
  ])('%s: `%s` %s', (file, source, what) => {
    const breaks = callBorderBreaks(file, source);
    expect(breaks).toHaveLength(1);
    expect(breaks[0]).toBe(`${file}:1 ${what}`);
  });

  it.each([
    [
      'components/x.tsx',
      "import { fetchSuggestions } from '@/lib/client/search';\nawait fetchSuggestions(q);",
    ],
    ['components/x.ts', 'interface Backend { fetch(request: Request): Promise<Response> }'],
    ['components/x.ts', 'const out = { fetch: (r: Request) => backend.fetch(r) };'],
    ['components/x.ts', 'let impl: typeof fetch | null = null;'],
    ['components/x.ts', '// fetch("/api/x") in a comment'],
    ['components/x.ts', "const text = 'the /api/ mount';"],
    ['components/planner/x.test.tsx', "global.fetch = jest.fn(); await fetch('/api/x');"],
    ['lib/client/browser-api.ts', `await fetch(\`/api/\${path}\`);`],
    ['lib/backend/x.ts', 'await fetch(url);'],
  ])('%s: `%s` keeps it', (file, source) => {
    expect(callBorderBreaks(file, source)).toEqual([]);
  });
});

describe('the project keeps the border for calls', () => {
  const files = CALL_BORDER_SCOPE.flatMap((dir) => sourceFiles(root, dir));

  it('reads the sources it guards', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it('calls the network only through lib/client', () => {
    expect(
      files.flatMap((file) => callBorderBreaks(file, readFileSync(path.join(root, file), 'utf8'))),
    ).toEqual([]);
  });
});
