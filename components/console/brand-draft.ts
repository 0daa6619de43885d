/**
 * The console's brand fields (issue 32) read from and written into a site configuration draft: the
 * colours, the tagline and its colour, the font, the agency's logo and favicon, the home page's
 * background images, its offer banner and the loading image. Each field names the configuration
 * path its server problems come back under. Pure.
 */

export type BrandField =
  | 'mainColour'
  | 'secondColour'
  | 'textColour'
  | 'tagline'
  | 'taglineColour'
  | 'font'
  | 'logo'
  | 'favicon'
  | 'background'
  | 'mobileBackground'
  | 'secondaryBackground'
  | 'banner'
  | 'loader';
export type Config = Record<string, unknown>;

const BANNER = 'banner_image';
/** The image category each image field edits (spec §3 image categories), its first image. */
const IMAGE_FIELDS: Partial<Record<BrandField, string>> = {
  logo: 'company_logo',
  favicon: 'favicon',
  background: 'homepage_background',
  mobileBackground: 'mobile_background',
  secondaryBackground: 'secondary_background',
  banner: BANNER,
  loader: 'loader_image',
};
/** The fields kept in the theme object (lib/tenant/theme.ts reads them there). */
const THEME_FIELDS: Partial<Record<BrandField, string>> = {
  secondColour: 'secondary_color',
  textColour: 'text_color',
  font: 'font_family',
};
/** The fields that are one top-level value of the configuration. */
const PLAIN_FIELDS: Partial<Record<BrandField, string>> = {
  tagline: 'tagline',
  taglineColour: 'tagline_color',
};

const record = (v: unknown): Config => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Config) : {});
const images = (config: Config): Config[] =>
  Array.isArray(config.websiteimages_set) ? (config.websiteimages_set as unknown[]).map(record) : [];
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Where each field lives (the main colour in both places the theme reads, lib/tenant/theme.ts). */
export const BRAND_PATHS: Record<BrandField, readonly string[]> = {
  mainColour: ['config.main_button_color', 'config.theme.primary_color'],
  secondColour: ['config.theme.secondary_color'],
  textColour: ['config.theme.text_color'],
  tagline: ['config.tagline'],
  taglineColour: ['config.tagline_color'],
  font: ['config.theme.font_family'],
  logo: ['config.websiteimages_set'],
  favicon: ['config.websiteimages_set'],
  background: ['config.websiteimages_set'],
  mobileBackground: ['config.websiteimages_set'],
  secondaryBackground: ['config.websiteimages_set'],
  banner: ['config.websiteimages_set', 'config.show_banner'],
  loader: ['config.websiteimages_set'],
};

export const BRAND_FIELDS = Object.keys(BRAND_PATHS) as BrandField[];

/** Is the field a colour (shown with a swatch)? */
export const isColourField = (field: BrandField): boolean => field.endsWith('Colour');

/** Is the field an address (written left to right whatever the page's direction)? */
export const isAddressField = (field: BrandField): boolean => field in IMAGE_FIELDS;

const firstImageUrl = (config: Config, category: string): string =>
  str(images(config).find((i) => i.category === category)?.image_url);

function readOne(config: Config, field: BrandField): string {
  if (field === 'mainColour') return str(record(config.theme).primary_color) || str(config.main_button_color);
  // The first offer banner, and only while the site shows banners (spec show_banner).
  if (field === 'banner') return config.show_banner === true ? firstImageUrl(config, BANNER) : '';
  const image = IMAGE_FIELDS[field];
  if (image) return firstImageUrl(config, image);
  const theme = THEME_FIELDS[field];
  if (theme) return str(record(config.theme)[theme]);
  return str(config[PLAIN_FIELDS[field] as string]);
}

export function readBrand(config: Config): Record<BrandField, string> {
  return Object.fromEntries(BRAND_FIELDS.map((field) => [field, readOne(config, field)])) as Record<
    BrandField,
    string
  >;
}

/** The draft with one field changed; an emptied text is null (the site's default), not ''. */
export function writeBrand(config: Config, field: BrandField, value: string): Config {
  const v = value.trim() === '' ? null : value;
  if (field === 'mainColour')
    return { ...config, main_button_color: v, theme: { ...record(config.theme), primary_color: v } };
  if (field === 'banner') {
    const set = withFirstImage(images(config), BANNER, v);
    // A banner given is a banner shown; with none left the site shows none.
    return { ...config, websiteimages_set: set, show_banner: set.some((i) => i.category === BANNER) };
  }
  const image = IMAGE_FIELDS[field];
  if (image) return { ...config, websiteimages_set: withFirstImage(images(config), image, v) };
  const theme = THEME_FIELDS[field];
  if (theme) return { ...config, theme: { ...record(config.theme), [theme]: v } };
  return { ...config, [PLAIN_FIELDS[field] as string]: v };
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
