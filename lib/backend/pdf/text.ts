/**
 * pdfkit's standard fonts (Helvetica…) encode text as WinAnsi (Windows-1252): anything outside it
 * comes out as garbage glyphs. Every string the PDFs print goes through `toWinAnsi` first: letters
 * with marks WinAnsi lacks lose the mark (ł → l, ő → o, ț → t), a few symbols get a readable
 * stand-in, and anything else (CJK, emoji) becomes '?'. Pure; never throws.
 */

/** The 0x80–0x9F block of Windows-1252 (typographic quotes, dashes, €, Œ, …). */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const EXTRA = new Set([...CP1252_EXTRA].map((c) => c.codePointAt(0)));

export function isWinAnsi(codePoint: number): boolean {
  return (
    codePoint === 0x0a ||
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    EXTRA.has(codePoint)
  );
}

/** Letters and symbols whose decomposition does not help. */
const STAND_INS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  ŋ: 'ng',
  ſ: 's',
  '\t': ' ',
  '\r': '',
  '\u2009': ' ', // thin space
  '\u202f': ' ', // narrow no-break space (Intl uses it in some locales)
  '\u2007': ' ',
  '\u200b': '',
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u2605': '*', // black star
  '\u2606': '*',
  '\u2713': 'v',
  '\u2715': 'x',
  '\u20b9': 'Rs ',
  '\u20bd': 'RUB ',
  '\u20ba': 'TRY ',
  '\u20a9': 'KRW ',
  '\u20aa': 'ILS ',
  '\u20ab': 'VND ',
  '\u20b1': 'PHP ',
  '\u0e3f': 'THB ',
};

export function toWinAnsi(text: string | null | undefined): string {
  if (!text) return '';
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0x3f;
    if (isWinAnsi(cp)) {
      out += ch;
      continue;
    }
    const stand = STAND_INS[ch];
    if (stand !== undefined) {
      out += stand;
      continue;
    }
    // Try the character without its combining marks (ő → o, ț → t); keep it only if that fits.
    const base = ch.normalize('NFD').replace(/\p{M}+/gu, '');
    const composed = base.normalize('NFC');
    if (composed && [...composed].every((c) => isWinAnsi(c.codePointAt(0) ?? 0))) {
      out += composed;
      continue;
    }
    // Combining marks on their own vanish; everything else is a visible placeholder.
    out += /\p{M}/u.test(ch) ? '' : '?';
  }
  return out;
}
