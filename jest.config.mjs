import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that must be transformed (next/jest resets transformIgnorePatterns).
const esm = [
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  'until-async',
  'msw',
  '@mswjs',
  'rettime',
  '@open-draft',
  '@bundled-es-modules',
  'hono',
  'country-to-currency',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tests/setup/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/setup/empty.js',
  },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/tests/e2e/'],
  testTimeout: 30000,
};

export default async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`];
  return resolved;
};
