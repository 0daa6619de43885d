import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

/**
 * A production server of its own, started exactly as the README's quick start does (`npm start`,
 * i.e. scripts/start.mjs) with none of the settings a newcomer's shell lacks — plus only what the
 * spec gives (`env`: its port, data folder, perhaps DATABASE_URL). For the specs about a fresh
 * machine (fresh-start.e2e.ts, shared-secret.e2e.ts).
 */

// What a newcomer's shell has none of (a developer's may have some: they must not leak in).
const UNSET = [
  'SESSION_SECRET',
  'ADMIN_TOKEN',
  'SMTP_URL',
  'DATABASE_URL',
  'TRAVEL_API_URL',
  'REDIS_URL',
  'TRUST_PROXY',
  'ROOT_DOMAIN',
  'DEFAULT_TENANT',
  'SEED_DEMO',
  'DEV_MAILBOX',
  'ITINERA_URL',
];

export interface Answer {
  status: number;
  /** The `itinera_session=…` pair of a Set-Cookie, if any. */
  setCookie: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: the specs read loosely typed JSON answers
  json: () => any;
  text: () => string;
}

export class ReadmeServer {
  private child: ChildProcess | null = null;
  /** Everything the server printed, across restarts. */
  log = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  start(): void {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of UNSET) delete env[name];
    Object.assign(env, {
      PORT: String(this.port),
      // The run's build (npm test builds it first) and the run's loopback copy of the ECB rates.
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
      EXCHANGE_RATES_URL: process.env.E2E_ECB_URL,
      ...this.env,
    });
    const child = spawn(process.execPath, [path.join(process.cwd(), 'scripts/start.mjs')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.log += String(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
  }

  /** Sends SIGTERM (as a process manager does) and resolves the exit code once it has exited. */
  async stop(): Promise<number | null> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    return exited;
  }

  /** Waits until the demo site's configuration answers (the database is opened, migrated, seeded). */
  async ready(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child?.exitCode !== null) throw new Error(`the server exited:\n${this.log}`);
      const up = await this.call('demo', 'GET', '/api/api/b2b/webconfig/').then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the server did not start on ${this.port}:\n${this.log}`);
  }

  /** One call to a site, as curl makes it (127.0.0.1 with the site's Host header and Origin). */
  call(
    site: string,
    method: string,
    urlPath: string,
    { body, cookie, csv }: { body?: unknown; cookie?: string; csv?: string } = {},
  ): Promise<Answer> {
    const host = `${site}.localhost:${this.port}`;
    const data = csv ?? (body === undefined ? undefined : JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: urlPath,
          headers: {
            host,
            ...(data !== undefined
              ? {
                  'content-type': csv === undefined ? 'application/json' : 'text/csv',
                  origin: `http://${host}`,
                  'content-length': Buffer.byteLength(data),
                }
              : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const set = res.headers['set-cookie']?.find((c) => c.startsWith('itinera_session='));
            resolve({
              status: res.statusCode ?? 0,
              setCookie: set ? (set.split(';')[0] as string) : null,
              json: () => JSON.parse(text),
              text: () => text,
            });
          });
        },
      );
      req.on('error', reject);
      if (data !== undefined) req.end(data);
      else req.end();
    });
  }

  /** Signs in with the v1 password call (a local origin may use it); the session cookie. */
  async signIn(site: string, email: string, password: string): Promise<string> {
    const res = await this.call(site, 'POST', '/api/api/auth/api/v1/user/authenticate', {
      body: { email, password },
    });
    if (res.status !== 200 || !res.setCookie) throw new Error(`sign-in as ${email} failed: ${res.status}`);
    return res.setCookie;
  }

  /** Whether `cookie` is a valid session on `site`. */
  async signedIn(site: string, cookie: string): Promise<boolean> {
    const res = await this.call(site, 'GET', '/api/user/details?extend_session=true', { cookie });
    return res.status === 200 && res.json().success === true;
  }
}
