/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { adminToken } from '@/lib/auth/admin-token';
import { findTenantBySite, listTenantDomains } from '@/lib/backend/tenants/repository';
import { tenants } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { putTenant } from './internal-api';
import { type CliDeps, runTenantUpsert } from './tenant-upsert-cli';

const example = (name: string) => readFileSync(path.join(process.cwd(), 'examples/tenants', name), 'utf8');
const ALPINE = JSON.parse(example('alpine.json'));
const DEMO = JSON.parse(readFileSync(path.join(process.cwd(), 'lib/backend/seed/tenants/demo.json'), 'utf8'));

/** A port where nothing listens, so the CLI sees "no server" exactly as it would for real. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Everything stored about a tenant, to prove a refused run changed nothing. */
async function snapshot(tdb: TestDatabase, key: string) {
  const [row] = await tdb.db.select().from(tenants).where(eq(tenants.key, key));
  return row ? { row, domains: await listTenantDomains(tdb.db, row.id) } : null;
}

describe.each(testDrivers())('tenant:upsert on $name', ({ open }) => {
  let tdb: TestDatabase;
  let noServer: string;
  let files: Map<string, string>;
  let out: string[];
  let err: string[];
  let opened: number;

  beforeAll(async () => {
    tdb = await open();
    noServer = `http://127.0.0.1:${await closedPort()}`;
  });
  afterAll(() => tdb.dispose());
  beforeEach(() => {
    files = new Map();
    out = [];
    err = [];
    opened = 0;
  });

  const deps = (overrides: Partial<CliDeps> = {}): CliDeps => ({
    env: { ITINERA_URL: noServer, SESSION_SECRET: 'cli-test-secret' },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readFile: async (file) => {
      const text = files.get(file);
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${file}'`);
      return text;
    },
    fetch,
    openDirect: async () => {
      opened++;
      return { db: tdb.db, close: async () => {}, where: 'the test database' };
    },
    ...overrides,
  });
  const withFile = (name: string, value: unknown) => {
    files.set(name, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
    return name;
  };
  const run = (args: string[], overrides?: Partial<CliDeps>) => runTenantUpsert(args, deps(overrides));

  it('with no server, creates the tenant directly (seeding a fresh database first) and says so', async () => {
    expect(await snapshot(tdb, 'demo')).toBeNull();
    const code = await run([withFile('alpine.json', ALPINE)]);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    // The server's first start seeds only an empty database, so the CLI must not leave it non-empty without them.
    expect(await snapshot(tdb, 'demo')).not.toBeNull();
    expect(out[0]).toMatch(/Seeded the demo tenants/);
    const stored = await snapshot(tdb, 'alpine');
    expect(stored?.row.version).toBe(1);
    expect(stored?.row.config.agency_details.name).toBe('Alpine Escapes');
    expect(stored?.domains).toEqual(['alpine-escapes.example', 'www.alpine-escapes.example']);
    expect(out[1]).toBe(
      `Created tenant 'alpine' (version 1) directly in the database (the test database), as no server answered at ${noServer}.`,
    );
    expect(out[2]).toBe('  domains: alpine-escapes.example, www.alpine-escapes.example');
  });

  it('updates: bumps the version and replaces the domains', async () => {
    const changed = {
      ...ALPINE,
      domains: ['alpine.example'],
      config: { ...ALPINE.config, tagline: 'New snow daily.' },
    };
    expect(await run([withFile('alpine.json', changed)])).toBe(0);
    const stored = await snapshot(tdb, 'alpine');
    expect(stored?.row.version).toBe(2);
    expect(stored?.row.config.tagline).toBe('New snow daily.');
    expect(stored?.domains).toEqual(['alpine.example']);
    expect(await findTenantBySite(tdb.db, 'alpine-escapes.example')).toBeNull();
    expect(out[0]).toMatch(/^Updated tenant 'alpine' \(version 2\)/);
  });

  it('refuses bad JSON with the file and the position, and opens nothing', async () => {
    const code = await run([withFile('broken.json', '{\n  "key": "alpine",\n  "domains": [}\n')]);
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('broken.json: invalid JSON at line 3, column 15: unexpected "}"');
    expect(opened).toBe(0);
  });

  it('refuses a bad field by name, exit 1, and the stored tenant is unchanged', async () => {
    const before = await snapshot(tdb, 'demo');
    const bad = {
      ...DEMO,
      config: { ...DEMO.config, main_button_color: 'blue-ish', tagline: 'Must not be stored' },
    };
    const code = await run([withFile('demo.json', bad)]);
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('demo.json: config.main_button_color: Expected a hex colour');
    expect(err[0]).toMatch(/nothing was changed/);
    expect(await snapshot(tdb, 'demo')).toEqual(before);
    expect(opened).toBe(0);
  });

  it('names every bad field of the example bad file', async () => {
    expect(await run([withFile('alpine-bad.json', example('alpine-bad.json'))])).toBe(1);
    expect(err).toEqual([
      expect.stringMatching(/^Refused/),
      '  alpine-bad.json: config.main_button_color: Expected a hex colour such as #0b5cad',
      '  alpine-bad.json: config: Unrecognized key: "tagline_colour"',
    ]);
  });

  it('refuses a domain another tenant owns, and nothing changes', async () => {
    const before = await snapshot(tdb, 'alpine');
    const steal = {
      ...ALPINE,
      domains: ['alpine.example', 'wanderlight.example'],
      config: { ...ALPINE.config, tagline: 'x' },
    };
    expect(await run([withFile('alpine.json', steal)])).toBe(1);
    expect(err.join('\n')).toContain("domains: wanderlight.example already belongs to tenant 'demo'");
    expect(await snapshot(tdb, 'alpine')).toEqual(before);
    expect((await findTenantBySite(tdb.db, 'wanderlight.example'))?.key).toBe('demo');
  });

  it('refuses an agency id another tenant owns, and nothing changes', async () => {
    const before = await snapshot(tdb, 'alpine');
    const clash = { ...ALPINE, config: { ...ALPINE.config, agency_id: DEMO.config.agency_id } };
    expect(await run([withFile('alpine.json', clash)])).toBe(1);
    expect(err.join('\n')).toContain(
      `config.agency_id: ${DEMO.config.agency_id} already belongs to tenant 'demo'`,
    );
    expect(await snapshot(tdb, 'alpine')).toEqual(before);
  });

  it('--dry-run validates and stores nothing', async () => {
    const before = await snapshot(tdb, 'alpine');
    const changed = { ...ALPINE, config: { ...ALPINE.config, tagline: 'dry' } };
    expect(await run(['--dry-run', withFile('alpine.json', changed)])).toBe(0);
    expect(out[0]).toMatch(/valid definition of tenant 'alpine'.*Nothing was stored/);
    expect(await snapshot(tdb, 'alpine')).toEqual(before);
    expect(opened).toBe(0);
  });

  it('explains a missing file and wrong usage', async () => {
    expect(await run(['nope.json'])).toBe(1);
    expect(err[0]).toMatch(/^nope\.json: cannot read the file/);
    expect(await run([])).toBe(2);
    expect(await run(['a.json', 'b.json'])).toBe(2);
    expect(err.at(-1)).toMatch(/^Usage: npm run tenant:upsert/);
  });

  describe('with a server running', () => {
    const env = { ITINERA_URL: 'http://itinera.test:3105', SESSION_SECRET: 'shared-secret' };
    let revalidated: string[][];
    beforeEach(() => {
      revalidated = [];
    });
    /** The server's PUT /api/internal/tenants on the same database, reached without a socket. */
    const serverFetch = (serverEnv: Record<string, string | undefined> = env): typeof fetch =>
      (async (input: RequestInfo | URL, init?: RequestInit) =>
        putTenant(new Request(input, init), {
          db: async () => tdb.db,
          revalidateSites: (sites) => revalidated.push(sites),
          env: serverEnv,
        })) as typeof fetch;

    it('sends the definition to the server, which stores it and expires every stale site', async () => {
      const moved = {
        ...ALPINE,
        domains: ['alpine-escapes.example'],
        config: { ...ALPINE.config, tagline: 'Via server' },
      };
      const code = await run([withFile('alpine.json', moved)], { env, fetch: serverFetch() });
      expect(err).toEqual([]);
      expect(code).toBe(0);
      expect(opened).toBe(0);
      const stored = await snapshot(tdb, 'alpine');
      expect(stored?.row.config.tagline).toBe('Via server');
      expect(stored?.domains).toEqual(['alpine-escapes.example']);
      // The key, the domain it lost and the domain it gained.
      expect(revalidated).toEqual([['alpine', 'alpine.example', 'alpine-escapes.example']]);
      expect(out[0]).toBe(
        `Updated tenant 'alpine' (version ${stored?.row.version}) through the running server at ${env.ITINERA_URL}.`,
      );
      expect(out[2]).toMatch(/cache refreshed for: alpine, alpine\.example, alpine-escapes\.example/);
    });

    it('server-side refusals are printed field by field and change nothing', async () => {
      const before = await snapshot(tdb, 'alpine');
      const steal = { ...ALPINE, domains: ['wanderlight.example'] };
      expect(await run([withFile('alpine.json', steal)], { env, fetch: serverFetch() })).toBe(1);
      expect(err.join('\n')).toContain("domains: wanderlight.example already belongs to tenant 'demo'");
      expect(await snapshot(tdb, 'alpine')).toEqual(before);
      expect(revalidated).toEqual([]);
    });

    it('a token the server does not share is refused, and the database is not opened', async () => {
      const before = await snapshot(tdb, 'alpine');
      const changed = { ...ALPINE, config: { ...ALPINE.config, tagline: 'Wrong token' } };
      const code = await run([withFile('alpine.json', changed)], {
        env,
        fetch: serverFetch({ SESSION_SECRET: 'a-different-secret' }),
      });
      expect(code).toBe(1);
      expect(err.join('\n')).toMatch(/refused the admin token.*A valid admin token is required/);
      expect(await snapshot(tdb, 'alpine')).toEqual(before);
      expect(opened).toBe(0);
    });

    it('another app on the port, or a server that does not answer, never leads to opening the database', async () => {
      const notItinera = (async () => new Response('<h1>Not Found</h1>', { status: 404 })) as typeof fetch;
      expect(await run([withFile('alpine.json', ALPINE)], { env, fetch: notItinera })).toBe(1);
      expect(err.join('\n')).toMatch(/no \/api\/internal\/tenants route/);
      const hangs = (async () => {
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      }) as typeof fetch;
      expect(await run([withFile('alpine.json', ALPINE)], { env, fetch: hangs })).toBe(1);
      expect(err.join('\n')).toMatch(/The database was not opened/);
      expect(opened).toBe(0);
    });

    it('computes the same token as the server from the same SESSION_SECRET', async () => {
      let sent: string | null = null;
      const spy = (async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent = new Headers(init?.headers).get('authorization');
        return Response.json({ code: 'x', errors: ['stop'] }, { status: 400 });
      }) as typeof fetch;
      await run([withFile('alpine.json', ALPINE)], { env, fetch: spy });
      expect(sent).toBe(`Bearer ${adminToken(env)}`);
    });
  });
});
