/**
 * Search-key folding: what a traveller types and what a place is called meet here. Case and
 * accents go ('Zürich' → 'zurich'), letters that do not decompose are spelled out ('ß' → 'ss',
 * 'ø' → 'o'), punctuation becomes a single space, so 'St. Moritz' and 'st moritz' agree.
 */

const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ŀ: 'l',
};
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NOT_SPELLED_OUT = /[ßæœøłđðþıŀ]/g;
const NON_ALPHANUMERIC = /[^\p{L}\p{N}]+/gu;

export function foldKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(NOT_SPELLED_OUT, (ch) => SPELLED_OUT[ch] ?? ch)
    .replace(NON_ALPHANUMERIC, ' ')
    .trim();
}

const GERMAN_UMLAUTS = /[äöüÄÖÜ]/;

/**
 * German transliteration ('München' → 'muenchen'): the form people type on keyboards without
 * umlauts. Only differs from foldKey for names with ä, ö or ü; otherwise null.
 */
export function foldGermanTransliteration(text: string): string | null {
  if (!GERMAN_UMLAUTS.test(text)) return null;
  return foldKey(
    text
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/Ä/g, 'Ae')
      .replace(/Ö/g, 'Oe')
      .replace(/Ü/g, 'Ue'),
  );
}

/** Every folded key a name should be found by: the name itself and its transliteration. */
export function foldedForms(text: string): string[] {
  const plain = foldKey(text);
  const german = foldGermanTransliteration(text);
  return german && german !== plain ? [plain, german] : [plain];
}
