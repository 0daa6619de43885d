import type { Theme } from './working-config';

const SAFE_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const SAFE_FONT = /^[\w\s,'"-]{1,120}$/;

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
  const decls = vars.filter(([, v]) => v && SAFE_COLOUR.test(v)).map(([k, v]) => `${k}:${v}`);
  if (theme.fontFamily && SAFE_FONT.test(theme.fontFamily)) decls.push(`--brand-font:${theme.fontFamily}`);
  return `:root{${decls.join(';')}}`;
}
