/**
 * The console's brand fields (issue 32) read from and written into a site configuration draft: the
 * main colour, the second colour, the tagline, the home page's background image and its offer
 * banner. Each field names the configuration path its server problems come back under. Pure.
 */

export type BrandField = 'mainColour' | 'secondColour' | 'tagline' | 'background' | 'banner';
export type Config = Record<string, unknown>;

const BACKGROUND = 'homepage_background';
const BANNER = 'banner_image';
/** The image category each image field edits (spec §3 image categories). */
const IMAGE_FIELDS: Partial<Record<BrandField, string>> = { background: BACKGROUND, banner: BANNER };

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
  banner: ['config.websiteimages_set', 'config.show_banner'],
};

export function readBrand(config: Config): Record<BrandField, string> {
  return {
    mainColour: str(record(config.theme).primary_color) || str(config.main_button_color),
    secondColour: str(record(config.theme).secondary_color),
    tagline: str(config.tagline),
    background: str(images(config).find((i) => i.category === BACKGROUND)?.image_url),
    // The first offer banner, and only while the site shows banners (spec show_banner).
    banner:
      config.show_banner === true ? str(images(config).find((i) => i.category === BANNER)?.image_url) : '',
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
    case 'background':
      return { ...config, websiteimages_set: withFirstImage(images(config), BACKGROUND, v) };
    case 'banner': {
      const set = withFirstImage(images(config), BANNER, v);
      // A banner given is a banner shown; with none left the site shows none.
      return { ...config, websiteimages_set: set, show_banner: set.some((i) => i.category === BANNER) };
    }
  }
}

/** The images with the first of `category` set to `url` (in place), added, or removed (null). */
function withFirstImage(set: Config[], category: string, url: string | null): Config[] {
  const at = set.findIndex((i) => i.category === category);
  if (url === null) return at < 0 ? set : set.filter((_, i) => i !== at);
  const image = { ...set[at], category, image_url: url, image_type: set[at]?.image_type ?? 'image' };
  return at < 0 ? [...set, image] : set.map((i, n) => (n === at ? image : i));
}

/**
 * The server's problems that belong to one field (by its configuration path), without the path. An
 * image's problem (`config.websiteimages_set.1.image_url`) belongs to the field of that image's
 * category in `config`, the draft that was sent.
 */
export function problemsOf(problems: readonly string[], field: BrandField, config: Config = {}): string[] {
  const paths = BRAND_PATHS[field];
  const set = images(config);
  const ownImage = (p: string): boolean => {
    const index = /^config\.websiteimages_set\.(\d+)[.:]/.exec(p)?.[1];
    if (index === undefined) return true;
    return set[Number(index)]?.category === IMAGE_FIELDS[field];
  };
  const mine = problems.filter(
    (p) => paths.some((path) => p.startsWith(`${path}:`) || p.startsWith(`${path}.`)) && ownImage(p),
  );
  // The main colour's two places give the same problem twice.
  return [...new Set(mine.map((p) => p.slice(p.indexOf(': ') + 2)))];
}
