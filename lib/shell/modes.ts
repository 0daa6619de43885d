import { HOME_PATH } from './path-rules';

/** Modes shown inline in the header before the rest go under "More" (spec §9). */
export const INLINE_MODE_COUNT = 3;

export interface ModeLink {
  type: string;
  label: string;
  href: string;
}

/** A mode is chosen on the search page with a hash such as #travel_and_stay (spec §2). */
export const modeHash = (type: string): string => `#${encodeURIComponent(type)}`;

/** A link to the search page with a mode chosen, from any page. */
export const modeHref = (type: string): string => `${HOME_PATH}${modeHash(type)}`;

export interface ModeSplit {
  inline: ModeLink[];
  more: ModeLink[];
}

/**
 * The first three modes inline, the rest under More. `inlineOnly` is the tour-operator rule: on
 * those two variants consumers see only the first three and no More at all.
 * `modes` arrive already ordered and without stay2 (the working configuration does that).
 */
export function splitModes(
  modes: readonly { type: string; display_name: string }[],
  { inlineOnly }: { inlineOnly: boolean },
): ModeSplit {
  const links = modes.map((m) => ({ type: m.type, label: m.display_name, href: modeHref(m.type) }));
  return {
    inline: links.slice(0, INLINE_MODE_COUNT),
    more: inlineOnly ? [] : links.slice(INLINE_MODE_COUNT),
  };
}

/** Who looks at the header. Until sign-in exists every visitor is a consumer. */
export type Viewer = 'consumer' | 'staff';

/** On the tour-operator variants consumers get the short menu (and, spec §6, count as logged out). */
export const modesInlineOnly = (isTourOperatorVariant: boolean, viewer: Viewer): boolean =>
  isTourOperatorVariant && viewer === 'consumer';
