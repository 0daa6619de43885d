import path from 'node:path';
import { loadedOnArrival } from './import-graph';

const root = path.resolve(__dirname, '..', '..');

/**
 * The client modules every storefront page, or the home, loads on arrival (read from a production
 * build's source maps, issue 33): the error boundaries, the shell's session, currency and dialogs,
 * and the home's search module.
 */
const ON_ARRIVAL = [
  'app/error.tsx',
  'app/global-error.tsx',
  'app/[tenant]/[locale]/(site)/error.tsx',
  'components/auth/auth-provider.tsx',
  'components/auth/profile-dropdown.tsx',
  'components/currency/country-currency-chip.tsx',
  'components/layout/header/profile-menu.tsx',
  'components/search/search-panel.tsx',
];

/** Packages that load on intent only: the validators (~28 kB gzipped) when a form is first used. */
const PACKAGES_ON_INTENT = ['zod', 'react-hook-form', '@hookform/resolvers', 'libphonenumber-js'];

/**
 * Modules that load on intent only: exchange rates and exact arithmetic (converting a price), the
 * third-party script registry (a site with scripts), the sign-in actions and the login dialog.
 */
const FILES_ON_INTENT = [
  'lib/money/rates.ts',
  'lib/money/data/currency-pegs.json',
  'lib/site-scripts/registry.ts',
  'lib/browser/auth/actions.ts',
  'components/auth/login-modal.tsx',
];

describe('what a page loads on arrival', () => {
  const loaded = loadedOnArrival(root, ON_ARRIVAL);

  it('reads the modules (a walker that lost its way would find nothing)', () => {
    expect(loaded.packages.has('react')).toBe(true);
    expect(loaded.packages.has('next-intl')).toBe(true);
    expect(loaded.files.has('lib/money/format.ts')).toBe(true);
  });

  it.each(PACKAGES_ON_INTENT)('does not load %s before it is needed', (name) => {
    expect(loaded.packages.get(name)).toBeUndefined();
  });

  it.each(FILES_ON_INTENT)('does not load %s before it is needed', (file) => {
    expect(loaded.files.get(file)).toBeUndefined();
  });
});

describe('the walker', () => {
  it('follows value imports and names the chain to a package or a file', () => {
    const found = loadedOnArrival(root, ['lib/backend/routes/error-reports.ts']);
    expect(found.packages.get('zod')?.[0]).toBe('lib/backend/routes/error-reports.ts');
    expect(found.files.get('lib/contract/error-report.ts')).toEqual(['lib/backend/routes/error-reports.ts']);
  });

  it('does not follow type-only imports or import()', () => {
    expect(loadedOnArrival(root, ['lib/search/form/issues.ts']).packages.has('zod')).toBe(false);
    expect(
      loadedOnArrival(root, ['lib/browser/auth/use-wallet.ts']).files.has('lib/browser/auth/actions.ts'),
    ).toBe(false);
  });
});
