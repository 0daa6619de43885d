import type { SVGProps } from 'react';
import sprite from './icons.svg';

/**
 * The decorative icons' sprite (icons.svg), a static file with a content hash in its name, cached by
 * the browser once for every page. Each icon on a page is a short reference to one of its symbols
 * instead of its whole drawing, which would be written into the HTML and again into the
 * server-component payload.
 */
const SPRITE: string = sprite.src;

/** The symbols of icons.svg (`stars-N`: a row of five stars, the first N filled; `lost-map`: the 404 page's picture). */
export type IconName =
  | `stars-${0 | 1 | 2 | 3 | 4 | 5}`
  | 'facebook'
  | 'instagram'
  | 'twitter'
  | 'linkedin'
  | 'youtube'
  | 'menu'
  | 'close'
  | 'back'
  | 'home'
  | 'chevron-down'
  | 'phone'
  | 'mail'
  | 'chat'
  | 'user'
  | 'lost-map';

/**
 * The icons that point along the line (a back arrow; a star row filled from the start): drawn
 * mirrored on a right-to-left page, where the line runs the other way. The rest (a phone, a
 * close cross) mean the same either way round.
 */
const DIRECTIONAL = new Set<IconName>(['back', 'stars-1', 'stars-2', 'stars-3', 'stars-4']);

/** The classes of an icon: a directional one's gain Tailwind's rtl: mirror. */
function iconClassName(name: IconName, className?: string): string | undefined {
  if (!DIRECTIONAL.has(name)) return className;
  return className ? `${className} rtl:-scale-x-100` : 'rtl:-scale-x-100';
}

/**
 * One icon of the sprite, hidden from assistive technology (the control around it carries the name).
 * Its size comes from the props or classes; it is drawn in the text colour (`fill-*` and `stroke-*`
 * classes reach the shapes that set no colour of their own, such as the filled stars).
 */
export function Icon({ name, className, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden="true" className={iconClassName(name, className)} {...props}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
