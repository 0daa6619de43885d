/** @jest-environment node */
import { type OpenedDatabase, openDatabase } from '@/lib/db/open';
import { createThrowawayDatabase, testDrivers } from '@/tests/support/test-db';
import { deploymentSecret, rememberStoredSecret } from './deployment-secret';
import {
  ensureDeploymentSecret,
  GENERATED_SECRET_NOTICE,
  readStoredSecret,
  storedSecret,
} from './secret-store';

describe.each(testDrivers())('deployment secret store on $name', ({ open }) => {
  it('generates a strong secret once; every later call reads the same one', async () => {
    const tdb = await open();
    try {
      expect(await readStoredSecret(tdb.db)).toBeNull();
      const first = await storedSecret(tdb.db);
      expect(first.created).toBe(true);
      expect(Buffer.from(first.value, 'base64url')).toHaveLength(32);
      const again = await storedSecret(tdb.db);
      expect(again).toEqual({ value: first.value, created: false });
      expect(await readStoredSecret(tdb.db)).toBe(first.value);
    } finally {
      await tdb.dispose();
    }
  });

  it('two initialisations at once agree on one secret', async () => {
    const tdb = await open();
    try {
      const results = await Promise.all([storedSecret(tdb.db), storedSecret(tdb.db), storedSecret(tdb.db)]);
      expect(new Set(results.map((r) => r.value)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
    } finally {
      await tdb.dispose();
    }
  });
});

describe('ensureDeploymentSecret', () => {
  const saved = process.env.SESSION_SECRET;
  afterEach(() => {
    if (saved === undefined) delete process.env.SESSION_SECRET;
    else process.env.SESSION_SECRET = saved;
    rememberStoredSecret('');
  });

  it('with SESSION_SECRET set, never opens the database and the variable wins', async () => {
    process.env.SESSION_SECRET = 'explicit-secret';
    const openDb = jest.fn();
    await ensureDeploymentSecret(openDb);
    expect(openDb).not.toHaveBeenCalled();
    expect(deploymentSecret()).toBe('explicit-secret');
  });

  it('without it, generates and loads the stored secret, logging once how to set one', async () => {
    delete process.env.SESSION_SECRET;
    const opened = await openDatabase({ inMemory: true });
    try {
      const log = jest.fn();
      await Promise.all([
        ensureDeploymentSecret(async () => opened.db, log),
        ensureDeploymentSecret(async () => opened.db, log),
      ]);
      expect(deploymentSecret()).toBe(await readStoredSecret(opened.db));
      expect(log.mock.calls).toEqual([[GENERATED_SECRET_NOTICE]]);
      expect(GENERATED_SECRET_NOTICE).toContain('SESSION_SECRET');
    } finally {
      await opened.close();
    }
  });
});

/**
 * Two server processes started at the same moment on one fresh PostgreSQL database: each opens its
 * own pool, migrates (under the start-up advisory lock) and initialises the secret; both end with
 * the same one, so a cookie sealed by either is accepted by the other.
 */
const pgUrl = process.env.DATABASE_URL;
(pgUrl ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  it('migrate at the same time and agree on the generated secret', async () => {
    const { url, drop } = await createThrowawayDatabase(pgUrl as string);
    const opened: OpenedDatabase[] = [];
    try {
      const [a, b] = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
      opened.push(a, b);
      const [sa, sb] = await Promise.all([storedSecret(a.db), storedSecret(b.db)]);
      expect(sa.value).toBe(sb.value);
      expect([sa.created, sb.created].filter(Boolean)).toHaveLength(1);
    } finally {
      for (const o of opened) await o.close();
      await drop();
    }
  });
});
