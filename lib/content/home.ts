import { aboutHref } from '@/lib/shell/model';
import { modeHash } from '@/lib/shell/modes';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { topDestinationHref } from './links';
import { hasRichText } from './sanitize';

/**
 * What the home page (/search/trips, /holidays, /userloginsso) shows for a site, decided once from
 * the working configuration so that the page components only lay it out.
 */

export interface HomeMode {
  type: string;
  label: string;
  icon: string | null;
  href: string;
}

export interface HomeDestination {
  name: string;
  description: string | null;
  image: string | null;
  href: string;
}

export interface HomeTestimonial {
  name: string;
  designation: string | null;
  text: string;
  /** Whole stars 1–5, or null when the configuration gives no rating. */
  rating: number | null;
  image: string | null;
}

export interface HomeModel {
  agencyName: string;
  tagline: string | null;
  background: { desktop: string | null; mobile: string | null };
  /** Null when the site hides the search form (or has no mode to search in). */
  searchSlot: { modes: HomeMode[] } | null;
  banners: string[];
  topDestinations: HomeDestination[];
  testimonials: HomeTestimonial[];
  certificates: string[];
  /** Artwork behind the testimonials, when the site configures a secondary background. */
  secondaryBackground: string | null;
  /**
   * The custom UI of spec §6 (agency 72, `customUI`): the home leads with the agency's own story, its
   * configured about-us text under the search form with a link to its about page. Null otherwise,
   * or when the site has no about-us text.
   */
  customIntro: { html: string; aboutHref: string } | null;
}

/**
 * Inline images a configuration may carry (banners, certificates, destinations as `data:` URLs):
 * raster image types only, base64 only. SVG is left out (it is a document that can carry script
 * wherever it is opened on its own).
 */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$/i;
/** Configuration images are small artwork; a larger inline image is refused rather than inlined into every page. */
const MAX_DATA_IMAGE_CHARS = 512 * 1024;

/**
 * An image address from configuration that is safe to put in `src` and in CSS `url("…")`: an
 * absolute http(s) URL or a root-relative path, without quotes, brackets, backslashes or spaces, or
 * a base64 `data:` URL of a raster image type.
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^data:/i.test(value))
    return value.length <= MAX_DATA_IMAGE_CHARS && DATA_IMAGE.test(value) ? value : null;
  if (!/^(https?:\/\/|\/(?!\/))/i.test(value)) return null;
  return /["'()\\\s<>]/.test(value) ? null : value;
}

const nonEmpty = (s: string | null | undefined): string | null => (s?.trim() ? s.trim() : null);

function rating(value: number | null | undefined): number | null {
  if (value == null || !Number.isFinite(value)) return null;
  const whole = Math.round(value);
  return whole >= 1 ? Math.min(whole, 5) : null;
}

const imageList = (entries: { image_url: string }[]): string[] =>
  entries.map((e) => safeImageUrl(e.image_url)).filter((u): u is string => u !== null);

export function homeModel(wc: WorkingConfig): HomeModel {
  const desktop = safeImageUrl(wc.backgrounds.homepage?.image_url);
  const modes = wc.modesEnabled.map((m) => ({
    type: m.type,
    label: m.display_name,
    icon: safeImageUrl(m.image),
    href: modeHash(m.type),
  }));
  return {
    agencyName: wc.agency_name,
    tagline: nonEmpty(wc.tagline),
    background: { desktop, mobile: safeImageUrl(wc.backgrounds.mobile?.image_url) ?? desktop },
    searchSlot: wc.hide_search_form || modes.length === 0 ? null : { modes },
    customIntro:
      wc.customUI && wc.about_us && hasRichText(wc.about_us)
        ? { html: wc.about_us, aboutHref: aboutHref(wc) }
        : null,
    banners: wc.show_banner ? imageList(wc.banners) : [],
    topDestinations: wc.show_top_dest
      ? wc.topDestinations
          .filter((d) => nonEmpty(d.name))
          .map((d) => ({
            name: d.name.trim(),
            description: nonEmpty(d.description),
            image: safeImageUrl(d.image_url),
            href: topDestinationHref(d),
          }))
      : [],
    testimonials: wc.testimonials
      .filter((t) => nonEmpty(t.text) && nonEmpty(t.name))
      .map((t) => ({
        name: t.name.trim(),
        designation: nonEmpty(t.designation),
        text: t.text.trim(),
        rating: rating(t.rating),
        image: safeImageUrl(t.image_url),
      })),
    certificates: imageList(wc.certificates),
    secondaryBackground: safeImageUrl(wc.secondary_background?.image_url),
  };
}
