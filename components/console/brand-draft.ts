/**
 * The console's brand fields (issue 32) read from and written into a site configuration draft: the
 * main colour, the second colour, the tagline and the home page's background image. Each field
 * names the configuration path its server problems come back under. Pure.
 */

export type BrandField = 'mainColour' | 'secondColour' | 'tagline' | 'background';
export type Config = Record<string, unknown>;

const BACKGROUND = 'homepage_background';

const record = (v: unknown): Config => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Config) : {});
const images = (config: Config): Config[] =>
  Array.isArray(config.websiteimages_set) ? (config.websiteimages_set as unknown[]).map(record) : [];
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Where each field lives (the main colour in both places the theme reads, lib/tenant/theme.ts). */
export const BRAND_PATHS: Record<BrandField, readonly string[]> = {
  mainColour: ['config.main_button_color', 'config.theme.primary_color'],
  secondColour: ['config.theme.secondary_color'],
  tagline: ['config.tagline'],
  background: ['config.websiteimages_set'],
};

export function readBrand(config: Config): Record<BrandField, string> {
  return {
    mainColour: str(record(config.theme).primary_color) || str(config.main_button_color),
    secondColour: str(record(config.theme).secondary_color),
    tagline: str(config.tagline),
    background: str(images(config).find((i) => i.category === BACKGROUND)?.image_url),
  };
}

/** The draft with one field changed; an emptied text is null (the site's default), not ''. */
export function writeBrand(config: Config, field: BrandField, value: string): Config {
  const v = value.trim() === '' ? null : value;
  switch (field) {
    case 'mainColour':
      return { ...config, main_button_color: v, theme: { ...record(config.theme), primary_color: v } };
    case 'secondColour':
      return { ...config, theme: { ...record(config.theme), secondary_color: v } };
    case 'tagline':
      return { ...config, tagline: v };
    case 'background': {
      const rest = images(config).filter((i) => i.category !== BACKGROUND);
      const old = images(config).find((i) => i.category === BACKGROUND);
      return {
        ...config,
        websiteimages_set:
          v === null
            ? rest
            : [
                ...rest,
                { ...old, category: BACKGROUND, image_url: v, image_type: old?.image_type ?? 'image' },
              ],
      };
    }
  }
}

/** The server's problems that belong to one field (by its configuration path), without the path. */
export function problemsOf(problems: readonly string[], field: BrandField): string[] {
  const paths = BRAND_PATHS[field];
  const mine = problems.filter((p) =>
    paths.some((path) => p.startsWith(`${path}:`) || p.startsWith(`${path}.`)),
  );
  // The main colour's two places give the same problem twice.
  return [...new Set(mine.map((p) => p.slice(p.indexOf(': ') + 2)))];
}
