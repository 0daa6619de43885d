/** Small pure rules for the links the home and info pages build from configuration. */

/** The mode a top-destination card opens (spec §2: a mode is chosen with a hash). */
export const TOP_DESTINATION_MODE = 'travel_and_stay';

/**
 * Where a top-destination card leads: the search page with the destination pre-filled and the
 * trips mode chosen. `search_text` wins over the display name (it may be an autocomplete id).
 */
export function topDestinationHref(dest: { name: string; search_text?: string | null }): string {
  const text = dest.search_text?.trim() || dest.name.trim();
  return `/search/trips?${new URLSearchParams({ destination: text }).toString()}#${TOP_DESTINATION_MODE}`;
}

/** The hash link that selects a search mode on the home page. */
export const modeHref = (modeType: string): string => `#${encodeURIComponent(modeType)}`;

/** A `tel:` URL from a phone number as people write it ('+44 20 7946 0958' → 'tel:+442079460958'). */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A `mailto:` URL, or null when the value is not an e-mail address. */
export function mailtoHref(email: string): string | null {
  const trimmed = email.trim();
  return /^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}

/** A WhatsApp chat link for a phone number (digits only, international form). */
export function whatsappHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}
