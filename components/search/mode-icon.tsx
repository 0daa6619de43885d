import type { CSSProperties } from 'react';

/**
 * A single-colour mode icon tinted with the text colour around it: the SVG is used as a CSS mask
 * (.mode-icon in styles/globals.css reads its URL from --mode-icon), so one file serves light and
 * dark backgrounds. The URL was checked by safeImageUrl (no quotes or brackets), so it can sit
 * inside url("…").
 */
export function ModeIcon({ src, className = 'h-5 w-5' }: { src: string; className?: string }) {
  const style = { '--mode-icon': `url("${src}")` } as CSSProperties;
  return <span aria-hidden="true" className={`mode-icon ${className}`} style={style} />;
}
