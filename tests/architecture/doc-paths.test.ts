import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every repository path the documents name (in backticks, or as a link) exists, and every link's
 * anchor names a heading of its document, so a move or a renamed section that forgets the docs
 * fails here instead of leaving a newcomer a stale path.
 */

const root = path.resolve(__dirname, '../..');

/** Folders that are built or written at run time, never part of a checkout. */
const GENERATED = /^(node_modules|reports|test-results|coverage|\.git|\.next.*|\.data.*)$/;

/** The repository's top-level folders: a backticked `x/y` is a path only when `x` is one of them. */
function topFolders(dir: string): Set<string> {
  return new Set(
    readdirSync(dir).filter((name) => !GENERATED.test(name) && statSync(path.join(dir, name)).isDirectory()),
  );
}

interface Mention {
  doc: string;
  path: string;
  /** A link's `#fragment`, when it has one. */
  anchor?: string;
}

const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;
const INLINE_CODE = /`([^`\n]+)`/g;
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The repository paths a document names: backticked words with a slash under a top-level folder
 * (commands, API paths and placeholders like `DATA_DIR/pglite` are not), and relative link
 * targets, resolved from the document's folder. Fenced blocks are commands and samples, not read.
 */
function mentionsIn(doc: string, markdown: string, folders: Set<string>): Mention[] {
  const text = markdown.replace(FENCE, '');
  const out: Mention[] = [];
  for (const [, code = ''] of text.matchAll(INLINE_CODE)) {
    if (/\s/.test(code)) continue;
    const candidate = code.replace(/^\.\//, '');
    const first = candidate.split('/')[0] ?? '';
    if (candidate.includes('/') && folders.has(first)) out.push({ doc, path: candidate });
  }
  for (const [, target = ''] of text.matchAll(LINK)) {
    if (EXTERNAL.test(target)) continue;
    const [file = '', anchor] = target.split('#');
    const linked = file ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), file)) : doc;
    out.push(anchor ? { doc, path: linked, anchor } : { doc, path: linked });
  }
  return out;
}

/** GitHub's anchors of a document's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of markdown.replace(FENCE, '').matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n ? `${slug}-${n}` : slug);
  }
  return anchors;
}

/** `*`, `<name>`, `{id}` and `…` stand for one path segment's worth of characters. */
const WILDCARD = /\*|<[^>/]*>|\{[^}/]*\}|…/;

function globRegExp(pattern: string): RegExp {
  const body = pattern
    .split(/(\*|<[^>/]*>|\{[^}/]*\}|…)/)
    .map((part, i) => (i % 2 ? '[^/]*' : part.replace(/[.+?^$()|[\]\\{}]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

function allPaths(dir: string, rel: string, out: string[] = []): string[] {
  for (const name of readdirSync(path.join(dir, rel))) {
    if (GENERATED.test(name)) continue;
    const child = `${rel}/${name}`;
    out.push(child);
    if (statSync(path.join(dir, child)).isDirectory()) allPaths(dir, child, out);
  }
  return out;
}

/** Whether a path (or, with wildcards, at least one path it describes) exists under `dir`. */
function existsIn(dir: string, mention: string): boolean {
  const wanted = mention.replace(/\/+$/, '');
  if (wanted.startsWith('../') || wanted === '..') return false;
  if (!WILDCARD.test(wanted)) return existsSync(path.join(dir, wanted));
  const first = wanted.split('/')[0] ?? '';
  if (WILDCARD.test(first) || !existsSync(path.join(dir, first))) return false;
  const re = globRegExp(wanted);
  return allPaths(dir, first).some((p) => re.test(p));
}

/** Whether a link's anchor is a heading of the Markdown document it names (other files: not read). */
function anchorExists(dir: string, docs: ReadonlyMap<string, string>, m: Mention): boolean {
  if (!m.anchor || !m.path.endsWith('.md')) return true;
  const text = docs.get(m.path) ?? readFileSync(path.join(dir, m.path), 'utf8');
  return anchorsOf(text).has(m.anchor);
}

/** Mentions of paths that do not exist, or of headings their document lacks, as `doc: path#anchor`. */
function stalePaths(dir: string, docs: ReadonlyMap<string, string>): string[] {
  const folders = topFolders(dir);
  return [...docs]
    .flatMap(([doc, text]) => mentionsIn(doc, text, folders))
    .filter((m) => !(docs.has(m.path) || existsIn(dir, m.path)) || !anchorExists(dir, docs, m))
    .map((m) => `${m.doc}: ${m.path}${m.anchor ? `#${m.anchor}` : ''}`);
}

function projectDocs(): Map<string, string> {
  const names = [
    'README.md',
    ...readdirSync(path.join(root, 'docs'))
      .filter((n) => n.endsWith('.md'))
      .map((n) => `docs/${n}`),
  ];
  return new Map(names.map((n) => [n, readFileSync(path.join(root, n), 'utf8')]));
}

describe('reading paths out of a document', () => {
  const folders = new Set(['lib', 'docs', 'tests']);
  const paths = (doc: string, text: string) => mentionsIn(doc, text, folders).map((m) => m.path);

  it('takes backticked paths under a top-level folder, and nothing else in backticks', () => {
    expect(
      paths(
        'README.md',
        'See `lib/money/format.ts`, `./lib/dates/`, `DATA_DIR/pglite`, `api/booking/hold`, `npm run lint`, `states.ts`.',
      ),
    ).toEqual(['lib/money/format.ts', 'lib/dates/']);
  });

  it('resolves link targets from the document, an anchor alone to the document itself, and skips web links', () => {
    expect(
      mentionsIn(
        'docs/api.md',
        '[b](bookings.md#holds) [r](../lib/booking/README.md) [w](https://example.com/x) [a](#errors)',
        folders,
      ),
    ).toEqual([
      { doc: 'docs/api.md', path: 'docs/bookings.md', anchor: 'holds' },
      { doc: 'docs/api.md', path: 'lib/booking/README.md' },
      { doc: 'docs/api.md', path: 'docs/api.md', anchor: 'errors' },
    ]);
  });

  it("makes a heading's anchor as GitHub does", () => {
    expect([...anchorsOf('# Pages (`bench:ssr`)\n## §7 The calls\n## Notes\n## Notes\n')]).toEqual([
      'pages-benchssr',
      '7-the-calls',
      'notes',
      'notes-1',
    ]);
  });

  it('does not read fenced blocks', () => {
    expect(paths('README.md', '```sh\nnode `lib/gone.ts`\n```\nthen `lib/here.ts`')).toEqual(['lib/here.ts']);
  });
});

describe('finding stale paths', () => {
  const docs = (text: string) => new Map([['docs/x.md', text]]);

  it('names a path that does not exist, and the document that names it', () => {
    expect(stalePaths(root, docs('`lib/money/format.ts` and `lib/money/gone.ts`'))).toEqual([
      'docs/x.md: lib/money/gone.ts',
    ]);
  });

  it('accepts a pattern when something matches it, and only then', () => {
    expect(stalePaths(root, docs('`tests/architecture/*.test.ts`, `lib/<x>/index.ts`'))).toEqual([]);
    expect(stalePaths(root, docs('`tests/architecture/*.nothing.ts`'))).toEqual([
      'docs/x.md: tests/architecture/*.nothing.ts',
    ]);
  });

  it('names a link to a heading its document lacks', () => {
    expect(
      stalePaths(root, docs('## Holds\n[h](#holds) [g](#gone) [r](../lib/booking/README.md#nowhere)')),
    ).toEqual(['docs/x.md: docs/x.md#gone', 'docs/x.md: lib/booking/README.md#nowhere']);
  });

  it('refuses a link out of the repository', () => {
    expect(stalePaths(root, docs('[up](../../outside.md)'))).toEqual(['docs/x.md: ../outside.md']);
  });
});

describe('the documents name only paths that exist', () => {
  const docs = projectDocs();

  it('reads the README and docs/ (an extractor that found nothing would pass anything)', () => {
    const folders = topFolders(root);
    const found = [...docs].flatMap(([doc, text]) => mentionsIn(doc, text, folders));
    expect(docs.has('README.md')).toBe(true);
    expect(found.length).toBeGreaterThan(100);
  });

  it('has no stale path', () => {
    expect(stalePaths(root, docs)).toEqual([]);
  });
});
