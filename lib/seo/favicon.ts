import { escapeXml } from './sitemap';

/**
 * A favicon for a site that configured none: the first letter of its name on its brand colour.
 * Served by /favicon.ico as SVG (browsers go by the content type, not the file name).
 */
export function monogramFaviconSvg({
  name,
  background,
  foreground,
}: {
  name: string;
  background: string;
  foreground: string;
}): string {
  const letter = escapeXml(Array.from(name.trim())[0]?.toUpperCase() ?? '');
  const colour = (c: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(c.trim()) ? c.trim() : fallback);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="12" fill="${colour(background, '#0b5cad')}"/>`,
    `<text x="32" y="44" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${colour(foreground, '#ffffff')}">${letter}</text>`,
    '</svg>',
  ].join('');
}
