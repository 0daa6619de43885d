import { safeImageUrl } from '@/lib/content/home';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { errorForLog } from '@/lib/http/log-safe';
import { isExternalHref, safeHref } from '@/lib/shell/links';
import { type BuilderSectionName, builderSectionOf, innerBuilderId } from '@/lib/tenant/builder-ids';
import type { UiBuilderElement, WorkingConfig } from '@/lib/tenant/working-config';
import { builderStyle } from './sanitize';

/**
 * The no-code renderer's model (spec §1, §2 "Page-builder widgets", §3 no-code element content):
 * the site's `uiBuilder` elements turned, on the server, into plain data that is safe to render —
 * the header, the search page and the footer of a site whose builder is on (`noCodeRender`).
 * Element types: image, text, button, group, link; content fields hidden, roleType, linkContent,
 * linkHref, textContent, textType, embeddedImg, mode_type, innerElements; plus css and subCategory.
 * Unknown types and hidden elements are left out; every style, URL and HTML passes lib/builder/sanitize.ts
 * or the site's allow-lists. Pure; no React, no I/O.
 */

interface NodeBase {
  id: string;
  style: Record<string, string | number>;
}

export type BuilderNode =
  | (NodeBase & {
      kind: 'image';
      src: string;
      alt: string;
      /** A `company_logo` image is the brand link to the home page. */
      brand: boolean;
      href: string | null;
    })
  | (NodeBase & { kind: 'text'; html: string | null; paragraph: string | null })
  | (NodeBase & { kind: 'beginTrip'; label: string; mode: string | null })
  | (NodeBase & { kind: 'button'; label: string; href: string })
  | (NodeBase & { kind: 'login' })
  | (NodeBase & { kind: 'link'; label: string; href: string; external: boolean })
  | (NodeBase & { kind: 'group'; children: BuilderNode[] });

export interface BuilderPage {
  header: BuilderNode[];
  search: BuilderNode[];
  footer: BuilderNode[];
}

/** Groups deeper than this and elements beyond this count are left out (a page, not a document). */
const MAX_DEPTH = 5;
const MAX_ELEMENTS = 300;
const MAX_TEXT_CHARS = 20_000;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const isTrue = (v: unknown): boolean => v === true || v === 'true';

interface RawElement {
  type: unknown;
  subCategory: unknown;
  css: unknown;
  content: Record<string, unknown>;
}

function rawOf(v: unknown): RawElement | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const e = v as Record<string, unknown>;
  const content = e.content && typeof e.content === 'object' && !Array.isArray(e.content) ? e.content : {};
  return {
    type: e.type,
    subCategory: e.subCategory,
    css: e.css,
    content: content as Record<string, unknown>,
  };
}

class Builder {
  private count = 0;
  constructor(private readonly agencyName: string) {}

  nodes(list: readonly unknown[], depth: number, prefix: string): BuilderNode[] {
    const out: BuilderNode[] = [];
    list.forEach((item, i) => {
      const node = this.node(rawOf(item), depth, innerBuilderId(prefix, i));
      if (node) out.push(node);
    });
    return out;
  }

  private node(e: RawElement | null, depth: number, id: string): BuilderNode | null {
    if (!e || isTrue(e.content.hidden) || this.count >= MAX_ELEMENTS) return null;
    this.count += 1;
    const c = e.content;
    const style = builderStyle(e.css);
    const type = typeof e.type === 'string' ? e.type.trim().toLowerCase() : '';
    switch (type) {
      case 'image': {
        const src = safeImageUrl(str(c.embeddedImg));
        if (!src) return null;
        const brand = str(e.subCategory) === 'company_logo';
        const href = brand ? null : safeHref(str(c.linkHref));
        const alt = brand ? this.agencyName : (str(c.textContent) ?? str(c.linkContent) ?? '');
        return { kind: 'image', id, style, src, alt, brand, href };
      }
      case 'text': {
        const text = str(c.textContent)?.slice(0, MAX_TEXT_CHARS) ?? null;
        if (!text) return null;
        if (str(c.textType)?.toLowerCase() === 'html') {
          const html = sanitizeRichText(text);
          return html ? { kind: 'text', id, style, html, paragraph: null } : null;
        }
        return { kind: 'text', id, style, html: null, paragraph: text };
      }
      case 'button': {
        const label = str(c.linkContent) ?? str(c.textContent);
        if (!label) return null;
        if (str(c.roleType) === 'beginTrip')
          return { kind: 'beginTrip', id, style, label, mode: str(c.mode_type) };
        const href = safeHref(str(c.linkHref));
        return href ? { kind: 'button', id, style, label, href } : null;
      }
      case 'link': {
        const label = str(c.linkContent);
        if (label?.toLowerCase() === 'login') return { kind: 'login', id, style };
        const href = safeHref(str(c.linkHref));
        if (!label || !href) return null;
        return { kind: 'link', id, style, label, href, external: isExternalHref(href) };
      }
      case 'group': {
        if (depth >= MAX_DEPTH) return null;
        const inner = Array.isArray(c.innerElements) ? c.innerElements : [];
        const children = this.nodes(inner, depth + 1, id);
        return children.length > 0 ? { kind: 'group', id, style, children } : null;
      }
      default:
        return null;
    }
  }
}

function buildPage(
  wc: Pick<WorkingConfig, 'noCodeRender' | 'uiBuilder' | 'agency_name'>,
): BuilderPage | null {
  if (!wc.noCodeRender) return null;
  const bySection: Record<BuilderSectionName, UiBuilderElement[]> = { header: [], search: [], footer: [] };
  for (const element of wc.uiBuilder) {
    const section = builderSectionOf(element.section);
    if (section) bySection[section].push(element);
  }
  const b = new Builder(wc.agency_name);
  const page: BuilderPage = {
    header: b.nodes(bySection.header, 0, 'header'),
    search: b.nodes(bySection.search, 0, 'search'),
    footer: b.nodes(bySection.footer, 0, 'footer'),
  };
  return page.header.length + page.search.length + page.footer.length > 0 ? page : null;
}

/**
 * The site's builder page, or null when the builder is off, has nothing to show, or cannot be read.
 * A failure is logged (without the configuration's content) and the site keeps its standard shell:
 * never a blank site.
 */
export function builderPage(
  wc: Pick<WorkingConfig, 'noCodeRender' | 'uiBuilder' | 'agency_name' | 'subdomain'>,
  log: (line: string) => void = console.error,
): BuilderPage | null {
  try {
    return buildPage(wc);
  } catch (err) {
    log(
      `[builder] site ${wc.subdomain}: builder page not rendered, standard shell shown: ${errorForLog(err)}`,
    );
    return null;
  }
}
