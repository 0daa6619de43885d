import type { Theme } from './working-config';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const SAFE_FONT = /^[\w\s,'"-]{1,120}$/;

/** True for a plain CSS hex colour (#rgb, #rrggbb, #rrggbbaa): nothing else is written into CSS. */
export const isHexColour = (value: string | null | undefined): value is string =>
  typeof value === 'string' && HEX_COLOUR.test(value);

/** The colour when it is a plain hex colour (trimmed), otherwise the fallback. */
export function safeColour(value: string | null | undefined, fallback: string): string {
  const v = value?.trim();
  return isHexColour(v) ? v : fallback;
}

/** #rgb / #rrggbb / #rrggbbaa → [r, g, b] (alpha ignored), or null. */
function rgbOf(hex: string): [number, number, number] | null {
  if (!isHexColour(hex.trim())) return null;
  let digits = hex.trim().slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const n = Number.parseInt(digits.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * Black or white, whichever has the higher WCAG contrast ratio on the given colour; white for a
 * value that is not a hex colour (the default brand colours are dark).
 */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const rgb = rgbOf(hex);
  if (!rgb) return '#ffffff';
  const lum = luminance(rgb);
  const againstWhite = 1.05 / (lum + 0.05);
  const againstBlack = (lum + 0.05) / 0.05;
  return againstWhite >= againstBlack ? '#ffffff' : '#000000';
}

/**
 * The tenant theme as a `:root { … }` rule. Values come from configuration, so anything that is not
 * a plain hex colour or font list is dropped rather than written into CSS.
 */
export function themeCss(theme: Theme): string {
  const vars: [string, string | null][] = [
    ['--brand', theme.primary],
    ['--on-brand', theme.onPrimary],
    ['--accent', theme.secondary],
    ['--ink', theme.text],
    ['--tagline', theme.taglineColor],
  ];
  const decls = vars.filter(([, v]) => isHexColour(v)).map(([k, v]) => `${k}:${v}`);
  if (theme.fontFamily && SAFE_FONT.test(theme.fontFamily)) decls.push(`--brand-font:${theme.fontFamily}`);
  return `:root{${decls.join(';')}}`;
}
