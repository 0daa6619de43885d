import type { GeoGuess, GeoProvider, GeoRequest } from './provider';

interface LanguageRange {
  tag: string;
  q: number;
}

/** 'en-GB,en;q=0.9,fr-FR;q=0.8' → ranges by preference (stable for equal weights). */
export function parseAcceptLanguage(header: string | null): LanguageRange[] {
  if (!header) return [];
  const ranges: (LanguageRange & { order: number })[] = [];
  header.split(',').forEach((part, order) => {
    const [tagPart, ...params] = part.trim().split(';');
    const tag = tagPart?.trim();
    if (!tag || tag === '*') return;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m?.[1]) q = Number(m[1]);
    }
    if (Number.isFinite(q) && q > 0) ranges.push({ tag, q, order });
  });
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order).map(({ tag, q }) => ({ tag, q }));
}

/** The region of the most preferred language tag that has one ('en-GB' → 'GB', 'es-419' → none). */
export function regionFromAcceptLanguage(header: string | null): string | null {
  for (const { tag } of parseAcceptLanguage(header)) {
    const subtags = tag.split(/[-_]/).slice(1);
    const region = subtags.find((s) => /^[A-Za-z]{2}$/.test(s));
    if (region) return region.toUpperCase();
  }
  return null;
}

/** A weak guess from the browser's language settings: used when no proxy tells the country. */
export function acceptLanguageProvider(): GeoProvider {
  return {
    name: 'accept-language',
    locate({ headers }: GeoRequest): GeoGuess | null {
      const country = regionFromAcceptLanguage(headers.get('accept-language'));
      return country ? { country } : null;
    },
  };
}
