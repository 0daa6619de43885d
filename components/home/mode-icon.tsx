import type { CSSProperties } from 'react';

/**
 * A single-colour mode icon tinted with the text colour around it: the SVG is used as a CSS mask,
 * so one file serves light and dark backgrounds. The URL was checked by safeImageUrl (no quotes or
 * brackets), so it can sit inside url("…").
 */
export function ModeIcon({ src, className = 'h-5 w-5' }: { src: string; className?: string }) {
  const mask = `url("${src}") center / contain no-repeat`;
  const style: CSSProperties = { mask, WebkitMask: mask };
  return (
    <span aria-hidden="true" className={`inline-block shrink-0 bg-current ${className}`} style={style} />
  );
}
