import path from 'node:path';
import { packagesLoadedOnArrival } from './import-graph';

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
const ON_INTENT_ONLY = ['zod', 'react-hook-form', '@hookform/resolvers', 'libphonenumber-js'];

describe('what a page loads on arrival', () => {
  const loaded = packagesLoadedOnArrival(root, ON_ARRIVAL);

  it('reads the modules (a walker that lost its way would find no package)', () => {
    expect(loaded.has('react')).toBe(true);
    expect(loaded.has('next-intl')).toBe(true);
  });

  it.each(ON_INTENT_ONLY)('does not load %s before it is needed', (name) => {
    expect(loaded.get(name)).toBeUndefined();
  });
});

describe('the walker', () => {
  it('follows value imports and names the chain to a package', () => {
    const chain = packagesLoadedOnArrival(root, ['lib/backend/routes/error-reports.ts']).get('zod');
    expect(chain?.[0]).toBe('lib/backend/routes/error-reports.ts');
  });

  it('does not follow type-only imports', () => {
    expect(packagesLoadedOnArrival(root, ['lib/search/form/issues.ts']).has('zod')).toBe(false);
  });
});
