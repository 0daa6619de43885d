/**
 * How the page builder's elements are named (spec §3 no-code elements; issue 31's per-language
 * builder texts). An element of `uibuilder.uiElementList` belongs to the header, the search section
 * or the footer (`section`, read loosely: `searchPage` is the search section); its builder id is
 * `<section>-<n>`, n counting that section's elements in list order (hidden ones too), and an inner
 * element of a group adds its place: `header-0-2`. lib/builder/model.ts gives its nodes these ids;
 * a translation names the element by that id, or by its place in the whole list (`4`, `4-2`), which
 * an agency reads straight off its configuration. Pure.
 */

export type BuilderSectionName = 'header' | 'search' | 'footer';

export function builderSectionOf(name: string): BuilderSectionName | null {
  const key = name.trim().toLowerCase();
  if (key === 'header' || key === 'footer') return key;
  return key.startsWith('search') ? 'search' : null;
}

/**
 * The builder id of each element of a uiElementList, in order (null for an element of no section,
 * which the builder never shows).
 */
export function builderIds(list: readonly { section: string }[]): (string | null)[] {
  const counts: Record<BuilderSectionName, number> = { header: 0, search: 0, footer: 0 };
  return list.map((element) => {
    const section = builderSectionOf(element.section);
    if (!section) return null;
    const id = `${section}-${counts[section]}`;
    counts[section] += 1;
    return id;
  });
}

/** An inner element's name from its group's and its place among the group's inner elements. */
export const innerBuilderId = (groupId: string, index: number): string => `${groupId}-${index}`;

/** A name a translation may give a builder element: a builder id or a list place (`header-0-2`, `4-1`). */
export const BUILDER_TEXT_KEY = /^(?:header|search|footer|\d+)(?:-\d+)*$/;
