import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ZSiteConfig } from '@/lib/contract/site-config';
import { builderIds } from '@/lib/tenant/builder-ids';
import type { UiBuilderElement } from '@/lib/tenant/working-config';
import { type BuilderNode, builderPage } from './model';

const site = (uiBuilder: UiBuilderElement[], noCodeRender = true) => ({
  noCodeRender,
  uiBuilder,
  agency_name: 'Harbour Lights Travel',
  subdomain: 'builder',
});

const el = (
  section: string,
  type: string,
  content: Record<string, unknown>,
  extra: Partial<UiBuilderElement> = {},
): UiBuilderElement => ({ section, type, subCategory: null, css: {}, content, ...extra });

/** Every string in the rendered model, for "nothing hostile survived" checks. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

describe('builderPage', () => {
  it('is null when the builder is off or has nothing to show (the standard shell stays)', () => {
    expect(builderPage(site([el('header', 'text', { textContent: 'Hi' })], false))).toBeNull();
    expect(builderPage(site([]))).toBeNull();
    expect(builderPage(site([el('header', 'text', { textContent: 'Hi', hidden: true })]))).toBeNull();
    expect(builderPage(site([el('sidebar', 'text', { textContent: 'Hi' })]))).toBeNull();
  });

  it('puts each element in its section, in order, and leaves hidden and unknown ones out', () => {
    const page = builderPage(
      site([
        el('header', 'text', { textContent: 'One' }),
        el('footer', 'text', { textContent: 'Foot' }),
        el('header', 'text', { textContent: 'Hidden', hidden: 'true' }),
        el('header', 'video', { embeddedImg: '/a.mp4' }),
        el('searchPage', 'text', { textContent: 'Search' }),
        el('header', 'text', { textContent: 'Two' }),
      ]),
    );
    const texts = (nodes: BuilderNode[]) => nodes.map((n) => (n.kind === 'text' ? n.paragraph : n.kind));
    expect(texts(page?.header ?? [])).toEqual(['One', 'Two']);
    expect(texts(page?.search ?? [])).toEqual(['Search']);
    expect(texts(page?.footer ?? [])).toEqual(['Foot']);
  });

  it('renders text as sanitised HTML or as a paragraph', () => {
    const page = builderPage(
      site([
        el('search', 'text', {
          textType: 'html',
          textContent: '<p onclick="x()">Hi<script>alert(1)</script></p>',
        }),
        el('search', 'text', { textType: 'paragraph', textContent: '<b>as text</b>' }),
      ]),
    );
    expect(page?.search[0]).toMatchObject({ kind: 'text', html: '<p>Hi</p>', paragraph: null });
    expect(page?.search[1]).toMatchObject({ kind: 'text', html: null, paragraph: '<b>as text</b>' });
  });

  it('gives the widget behaviours of spec §2', () => {
    const page = builderPage(
      site([
        el('search', 'button', { roleType: 'beginTrip', linkContent: 'Begin', mode_type: 'stay1' }),
        el('search', 'button', { linkContent: 'Timetables', linkHref: 'https://example.org/t' }),
        el('header', 'link', { linkContent: 'Login' }),
        el('header', 'link', { linkContent: 'Guide', linkHref: 'https://example.org/g' }),
        el('header', 'link', { linkContent: 'About', linkHref: '/about_us' }),
        el('header', 'image', { embeddedImg: '/logo.svg' }, { subCategory: 'company_logo' }),
      ]),
    );
    expect(page?.search[0]).toMatchObject({ kind: 'beginTrip', label: 'Begin', mode: 'stay1' });
    expect(page?.search[1]).toMatchObject({
      kind: 'button',
      label: 'Timetables',
      href: 'https://example.org/t',
    });
    expect(page?.header[0]).toMatchObject({ kind: 'login' });
    expect(page?.header[1]).toMatchObject({ kind: 'link', external: true });
    expect(page?.header[2]).toMatchObject({ kind: 'link', href: '/about_us', external: false });
    expect(page?.header[3]).toMatchObject({ kind: 'image', brand: true, alt: 'Harbour Lights Travel' });
  });

  it('nests groups through innerElements, up to a depth', () => {
    let inner: Record<string, unknown> = { type: 'text', content: { textContent: 'deep' } };
    for (let i = 0; i < 10; i++) inner = { type: 'group', content: { innerElements: [inner] } };
    const shallow = el('footer', 'group', {
      innerElements: [{ type: 'text', content: { textContent: 'a' } }, 'junk', null, { type: 'group' }],
    });
    const page = builderPage(
      site([shallow, el('footer', 'group', inner.content as Record<string, unknown>)]),
    );
    expect(page?.footer).toHaveLength(1);
    expect(page?.footer[0]).toMatchObject({ kind: 'group', children: [{ kind: 'text', paragraph: 'a' }] });
  });

  it('leaves out script URLs, unsafe images and overlay CSS', () => {
    const page = builderPage(
      site([
        el('search', 'link', { linkContent: 'Prize', linkHref: 'javascript:alert(1)' }),
        el('search', 'button', { linkContent: 'Go', linkHref: ' JavaScript:alert(1)' }),
        el('search', 'image', { embeddedImg: 'javascript:alert(1)' }),
        el('search', 'image', { embeddedImg: 'https://cdn.example/a.png', linkHref: 'javascript:x' }),
        el(
          'search',
          'text',
          { textContent: 'Over' },
          { css: { position: 'fixed', zIndex: 9999, color: 'red' } },
        ),
      ]),
    );
    expect(page?.search).toEqual([
      {
        kind: 'image',
        id: 'search-3',
        style: {},
        src: 'https://cdn.example/a.png',
        alt: '',
        brand: false,
        href: null,
      },
      { kind: 'text', id: 'search-4', style: { color: 'red' }, html: null, paragraph: 'Over' },
    ]);
  });

  it('falls back (null) and logs when the configuration cannot be read', () => {
    const lines: string[] = [];
    const broken = el('header', 'text', {});
    Object.defineProperty(broken, 'content', {
      get() {
        throw new Error('bad element');
      },
    });
    expect(builderPage(site([broken]), (line) => lines.push(line))).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /site builder: builder page not rendered, standard shell shown: Error: bad element/,
    );
  });

  it('names nodes by the builder ids translations use (lib/tenant/builder-ids.ts), hidden elements counted', () => {
    const list = [
      el('header', 'text', { textContent: 'Hidden', hidden: true }),
      el('Footer', 'text', { textContent: 'Foot' }),
      el('sidebar', 'text', { textContent: 'Nowhere' }),
      el('header', 'group', {
        innerElements: [{ type: 'video' }, { type: 'text', content: { textContent: 'In' } }],
      }),
      el('search_section', 'text', { textContent: 'Search' }),
    ];
    const page = builderPage(site(list));
    expect(builderIds(list)).toEqual(['header-0', 'footer-0', null, 'header-1', 'search-0']);
    expect(page?.header.map((n) => [n.id, n.kind === 'group' ? n.children.map((c) => c.id) : []])).toEqual([
      ['header-1', ['header-1-1']],
    ]);
    expect(page?.footer.map((n) => n.id)).toEqual(['footer-0']);
    expect(page?.search.map((n) => n.id)).toEqual(['search-0']);
  });

  it('renders the example tenant with nothing of its hostile elements left', () => {
    const file = path.join(process.cwd(), 'examples/tenants/builder.json');
    const cfg = ZSiteConfig.parse(JSON.parse(readFileSync(file, 'utf8')).config);
    const list = cfg.uibuilder?.uiElementList ?? [];
    const page = builderPage(
      site(
        list.map((e) => ({
          section: e.section,
          type: e.type,
          subCategory: e.subCategory ?? null,
          css: e.css ?? {},
          content: e.content ?? {},
        })),
      ),
    );
    expect(page?.header.length).toBeGreaterThan(0);
    expect(page?.search.length).toBeGreaterThan(0);
    expect(page?.footer.length).toBeGreaterThan(0);
    const all = strings(page).join('\n');
    expect(all).not.toMatch(/javascript:|<script|onerror|onclick|alert\(|expression|fixed|absolute|9999/i);
    expect(all).not.toContain('Hidden banner');
    expect(all).toContain('Offers this week');
  });
});
