import { compareCatalogue, mergeOverReference, messageShape, requiredPluralCategories } from './catalogue';

const reference = {
  Home: {
    title: 'Welcome',
    nights: '{count, plural, one {# night} other {# nights}}',
    agree: 'I agree to the <terms>terms</terms>',
    status: '{status, select, held {held} paid {paid} other {open}}',
    price: 'From {amount, number} per person',
    nested: { hello: 'Hello {name}' },
  },
};

describe('messageShape', () => {
  it('lists arguments with their types, select keys and tags, each once and sorted', () => {
    expect(messageShape('{a} and {b, number}, {a}: <b>{c, date}</b> {s, select, x {X} other {Y}}')).toEqual({
      ok: true,
      signature: ['<b>', '{a}', '{b, number}', '{c, date}', '{s, select, other | x}'],
      plurals: [],
      literal: null,
    });
  });

  it('records plurals with their categories and gives plain text as it reads', () => {
    const shape = messageShape('{n, selectordinal, one {#st} other {#th}}');
    expect(shape.ok && shape.plurals).toEqual([
      { argument: 'n', type: 'ordinal', categories: ['one', 'other'] },
    ]);
    expect(messageShape("It''s plain")).toMatchObject({ ok: true, signature: [], literal: "It's plain" });
  });

  it('refuses what the runtime refuses: broken syntax, a plural without other', () => {
    expect(messageShape('Hello {name').ok).toBe(false);
    expect(messageShape('{n, plural, one {#}}').ok).toBe(false);
  });
});

describe('requiredPluralCategories', () => {
  it("follows the locale's rules, other always", () => {
    expect(requiredPluralCategories('en-GB', 'cardinal').sort()).toEqual(['one', 'other']);
    expect(requiredPluralCategories('ar-AE', 'cardinal').sort()).toEqual(
      ['few', 'many', 'one', 'other', 'two', 'zero'].sort(),
    );
    expect(requiredPluralCategories('de-DE', 'ordinal')).toEqual(['other']);
  });
});

describe('compareCatalogue', () => {
  it('finds nothing to say about en-GB against itself', () => {
    expect(compareCatalogue(reference, reference, 'en-GB')).toEqual({
      missing: [],
      extra: [],
      mismatched: [],
      plurals: [],
    });
  });

  it('lists missing and extra keys, changed arguments and tags, and plurals lacking categories', () => {
    const fr = {
      Home: {
        title: 'Bienvenue',
        nights: '{count, plural, one {# nuit} other {# nuits}}',
        agree: "J'accepte les conditions",
        status: '{status, select, held {retenue} other {ouverte}}',
        price: 'À partir de {amount} par personne',
        extra: 'En trop',
      },
    };
    expect(compareCatalogue(reference, fr, 'fr-FR')).toEqual({
      missing: ['Home.nested.hello'],
      extra: ['Home.extra'],
      mismatched: [
        'Home.agree: has no argument, en-GB has <terms>',
        'Home.status: has {status, select, held | other}, en-GB has {status, select, held | other | paid}',
        'Home.price: has {amount}, en-GB has {amount, number}',
      ],
      plurals: ['Home.nights: {count, plural} lacks many'],
    });
  });

  it('names a message that does not parse and one that became an object', () => {
    const broken = {
      Home: { ...reference.Home, title: { a: 'x' }, price: 'From {amount, number per person' },
    };
    const report = compareCatalogue(reference, broken, 'en-US');
    expect(report.missing).toEqual(['Home.title']);
    expect(report.extra).toEqual(['Home.title.a']);
    expect(report.mismatched).toEqual([expect.stringMatching(/^Home\.price: does not parse/)]);
  });
});

describe('mergeOverReference', () => {
  it('keeps the translation where it fits and English where it is missing, broken or formats other values', () => {
    const partial = {
      Home: {
        title: 'Bienvenue',
        nights: '{count, plural, one {# nuit} many {# nuits} other {# nuits}}',
        agree: "J'accepte les conditions",
        price: 'À partir de {amount, number per person',
        nested: { hello: 'Bonjour {name}', stray: 'x' },
        stray: 'x',
      },
      Stray: { a: 'b' },
    };
    expect(mergeOverReference(reference, partial)).toEqual({
      Home: {
        title: 'Bienvenue',
        nights: '{count, plural, one {# nuit} many {# nuits} other {# nuits}}',
        agree: reference.Home.agree,
        status: reference.Home.status,
        price: reference.Home.price,
        nested: { hello: 'Bonjour {name}' },
      },
    });
  });
});
