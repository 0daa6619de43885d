import { compareCatalogue } from './catalogue';
import { DEFAULT_LOCALE, SHIPPED_LOCALES } from './locales';
import { MESSAGES_DIR, readCatalogue } from './messages';

/**
 * Issue 31: every shipped locale has every message of en-GB, and no other, each formatting the same
 * values and tags, its plurals carrying every category of its language. A locale without its
 * folder fails here on purpose (its visitors would read English). CATALOGUE_DIR points the test at
 * another messages folder (a copy to try a translation on).
 */
const dir = process.env.CATALOGUE_DIR || MESSAGES_DIR;
const reference = readCatalogue(DEFAULT_LOCALE, dir);

/** A readable failure: the title, then the items (the first 60 of them). */
function listing(title: string, items: readonly string[]): string {
  if (items.length === 0) return '';
  const shown = items.slice(0, 60).map((i) => `  ${i}`);
  const more = items.length > 60 ? [`  … and ${items.length - 60} more`] : [];
  return [`${title} (${items.length}):`, ...shown, ...more].join('\n');
}

it('reads an en-GB catalogue with messages', () => {
  expect(Object.keys(reference).length).toBeGreaterThan(0);
});

describe.each(SHIPPED_LOCALES)('the %s catalogue', (locale) => {
  const catalogue = readCatalogue(locale, dir);
  const report = compareCatalogue(reference, catalogue, locale);

  it('has every key of en-GB and no other', () => {
    const found =
      Object.keys(catalogue).length === 0
        ? `no catalogue: messages/${locale}/ has no file; all ${report.missing.length} keys of en-GB missing`
        : [listing(`missing in ${locale}`, report.missing), listing('not in en-GB', report.extra)]
            .filter(Boolean)
            .join('\n');
    expect(found).toBe('');
  });

  it('formats the same arguments and tags as en-GB', () => {
    expect(listing(`${locale} messages that differ from en-GB's`, report.mismatched)).toBe('');
  });

  it(`has every plural category ${locale} uses`, () => {
    expect(listing(`${locale} plurals lacking categories`, report.plurals)).toBe('');
  });
});
