import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadMessages, readCatalogue } from './messages';

/** A messages folder of its own: en-GB complete, fr-FR partly translated, de-DE absent. */
let dir: string;
const write = (locale: string, namespace: string, messages: unknown) => {
  mkdirSync(path.join(dir, locale), { recursive: true });
  writeFileSync(path.join(dir, locale, `${namespace}.json`), JSON.stringify(messages));
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'itinera-messages-'));
  write('en-GB', 'Home', {
    title: 'Welcome',
    hello: 'Hello {name}',
    footer: { copy: 'All rights reserved' },
  });
  write('en-GB', 'Search', { submit: 'Search' });
  write('fr-FR', 'Home', { title: 'Bienvenue', hello: 'Bonjour {nom}' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadMessages', () => {
  it('gives en-GB as its files say', () => {
    expect(loadMessages('en-GB', dir)).toEqual(readCatalogue('en-GB', dir));
  });

  it("puts a locale's messages over en-GB's: what is missing or would not format reads in English", () => {
    expect(loadMessages('fr-FR', dir)).toEqual({
      Home: { title: 'Bienvenue', hello: 'Hello {name}', footer: { copy: 'All rights reserved' } },
      Search: { submit: 'Search' },
    });
  });

  it('gives a shipped locale without a folder the English catalogue, and reads no folder for other tags', () => {
    expect(readCatalogue('de-DE', dir)).toEqual({});
    expect(loadMessages('de-DE', dir)).toEqual(loadMessages('en-GB', dir));
    expect(readCatalogue('../en-GB', path.join(dir, 'fr-FR'))).toEqual({});
  });
});
