import { createDecipheriv, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  STUB_CURRENCIES,
  STUB_DEFAULT_PASSWORD_IV,
  STUB_DEFAULT_PASSWORD_KEY,
  STUB_PLACES,
  STUB_SITES,
  type StubSite,
} from './sites';

/**
 * A stub of the original platform's Travel API, written from the specification's text (§3 entities,
 * §5 password rule, §6 sessions, §7 calls) and from nothing else: not from the built-in backend
 * (lib/backend), so that the storefront cannot pass by agreeing with its own twin.
 *
 * What it holds the storefront to, each from the spec's words:
 * - §7 "All product requests carry a basic Authorization header": anything without the configured
 *   Basic credentials is 401.
 * - §7 "requests to the product's own hosts also carry Partner-Id and App-Id headers": every call
 *   but the site configuration names its agency by Partner-Id (400 without it); App-Id is checked
 *   when the stub is given one.
 * - §7 "A shared wrapper sends form-encoded GET, POST and PUT": bodies may be form-encoded or JSON.
 * - §5: v2 authenticate takes the password encrypted with a configured key and iv (AES-CBC, PKCS#7,
 *   base64; key and iv as UTF-8 strings); v1 takes it plain.
 * - §6 "Sessions are tied to a user_ui_id": a session is a cookie plus the user_ui_id it was issued
 *   with; calls that need the user want both.
 * - Where §7 gives a response only by its fields, the stub answers exactly those fields (login and
 *   PDF generate without `success`, PDF get with `success` and a path list, no status), and lists
 *   as bare arrays (auto_complete, get_currency).
 * Test-only inspection lives under /__stub/ (sessions, outbox, calls).
 */

export interface StubOptions {
  /** `user:password` the Basic Authorization header must carry. */
  basicAuth: string;
  /** When set, the App-Id every product call must carry. */
  appId?: string | null;
  /** Loopback port; 0 (default) picks a free one. */
  port?: number;
  /** Polls of api/pdf/get that answer "not yet" before the path list (default 1). */
  pdfPendingPolls?: number;
}

export interface StubCall {
  method: string;
  path: string;
  query: Record<string, string>;
  partnerId: string | null;
  appId: string | null;
  cookie: string | null;
  contentType: string | null;
  status: number;
}

interface StubUser {
  id: string;
  site: string;
  email: string;
  password: string | null;
  role: string;
  guest: boolean;
  permission: string[];
  details: Record<string, string>;
}

interface StubSession {
  sid: string;
  userId: string;
  userUiId: string;
}

export interface TravelApiStub {
  url: string;
  /** Live sessions (a logout removes one). */
  sessions: () => { userEmail: string; userUiId: string }[];
  /** OTPs the stub "sent", newest last. */
  outbox: () => { to: string; otp: string }[];
  calls: () => StubCall[];
  close: () => Promise<void>;
}

const MAX_BODY = 64 * 1024;
const SESSION_COOKIE = 'sessionid';

type Json = Record<string, unknown>;
type Answer = { status: number; body: unknown; headers?: Record<string, string | string[]> };

const json = (status: number, body: unknown, headers?: Answer['headers']): Answer => ({
  status,
  body,
  headers,
});

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A form field that holds JSON (the original wrapper form-encodes nested values) is read as such. */
function formValue(value: string): unknown {
  const t = value.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      return JSON.parse(t);
    } catch {
      return value;
    }
  }
  return value;
}

function parseBody(raw: string, contentType: string | null): Json {
  if (!raw) return {};
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    const out: Json = {};
    for (const [k, v] of new URLSearchParams(raw)) out[k] = formValue(v);
    return out;
  }
  const parsed: unknown = JSON.parse(raw);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {};
}

function cookiesOf(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

/** §5: AES-CBC with PKCS#7, base64 ciphertext, key and iv as UTF-8 (AES-128/192/256 by key length). */
function decryptPassword(ciphertext: string, key: string, iv: string): string | null {
  const k = Buffer.from(key, 'utf8');
  if (![16, 24, 32].includes(k.length)) return null;
  try {
    const decipher = createDecipheriv(`aes-${k.length * 8}-cbc`, k, Buffer.from(iv, 'utf8'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** A one-page PDF, enough for a browser to save and a reader to open. */
function tinyPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 72 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export async function startTravelApiStub(options: StubOptions): Promise<TravelApiStub> {
  const users: StubUser[] = [];
  const sessions = new Map<string, StubSession>();
  const outbox: { to: string; otp: string; site: string }[] = [];
  const calls: StubCall[] = [];
  const pdfJobs = new Map<string, { site: string; polls: number; title: string }>();
  const pendingPolls = options.pdfPendingPolls ?? 1;
  const expectedAuth = `Basic ${Buffer.from(options.basicAuth).toString('base64')}`;

  for (const [site, s] of Object.entries(STUB_SITES)) {
    for (const u of s.users)
      users.push({ id: randomUUID(), site, guest: false, ...u, details: { ...u.details } });
  }

  const siteByPartner = (partnerId: string | null): [string, StubSite] | null => {
    const found = Object.entries(STUB_SITES).find(([, s]) => String(s.partnerId) === partnerId);
    return found ?? null;
  };

  const userJson = (u: StubUser) => ({
    role: u.role,
    guest: u.guest,
    permission: u.permission,
    email: u.email,
    details: u.details,
  });

  /** A new session for the user: the cookie and the user_ui_id it is tied to (§6). */
  const openSession = (user: StubUser): Answer => {
    const sid = randomBytes(18).toString('hex');
    const userUiId = randomUUID();
    sessions.set(sid, { sid, userId: user.id, userUiId });
    // Only what §7/§3 name: success and the user_ui_id to keep; the user comes from user/details.
    return json(
      200,
      { success: true, user_ui_id: userUiId },
      {
        'set-cookie': [
          `${SESSION_COOKIE}=${sid}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400`,
          `csrftoken=${randomBytes(16).toString('hex')}; Path=/; SameSite=Lax; Max-Age=86400`,
        ],
      },
    );
  };

  const sessionOf = (req: IncomingMessage): StubSession | null => {
    const sid = cookiesOf(req.headers.cookie)[SESSION_COOKIE];
    return sid ? (sessions.get(sid) ?? null) : null;
  };

  /** The signed-in user when the call carries both the session cookie and its user_ui_id. */
  const signedIn = (req: IncomingMessage, query: URLSearchParams, site: string): StubUser | null => {
    const session = sessionOf(req);
    if (!session || query.get('user_ui_id') !== session.userUiId) return null;
    const user = users.find((u) => u.id === session.userId);
    return user && user.site === site ? user : null;
  };

  const liveSessions = () =>
    [...sessions.values()].map((s) => ({
      userEmail: users.find((u) => u.id === s.userId)?.email ?? '',
      userUiId: s.userUiId,
    }));

  const unauthorized = () => json(401, { success: false, message: 'Unauthorized Error' });

  const endSession = (req: IncomingMessage): Answer => {
    const session = sessionOf(req);
    if (session) sessions.delete(session.sid);
    return json(
      200,
      { success: true },
      {
        'set-cookie': [
          `${SESSION_COOKIE}=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/`,
          'csrftoken=; Max-Age=0; Path=/',
        ],
      },
    );
  };

  const findUser = (site: string, body: Json) => {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const mobile = String(body.mobileNumber ?? body.mobile_number ?? '').trim();
    return users.find(
      (u) => u.site === site && (email ? u.email === email : !!mobile && u.details.mobile_number === mobile),
    );
  };

  async function route(req: IncomingMessage, url: URL): Promise<Answer | { pdf: Buffer; name: string }> {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/+/, '');
    const query = url.searchParams;
    const body = method === 'GET' ? {} : parseBody(await readBody(req), req.headers['content-type'] ?? null);

    if (method === 'POST' && path === 'v1/get_webconfig') {
      const data = body.data as { subdomain?: unknown } | undefined;
      const site = typeof data?.subdomain === 'string' ? STUB_SITES[data.subdomain] : undefined;
      return site
        ? json(200, { data: site.config, errors: null })
        : json(404, { data: null, errors: { subdomain: ['No agency with this subdomain'] } });
    }

    const found = siteByPartner((req.headers['partner-id'] as string | undefined) ?? null);
    if (!found) return json(400, { success: false, message: 'Partner-Id header is required' });
    const [siteKey, site] = found;

    switch (`${method} ${path}`) {
      case 'GET check_auth/': {
        const session = sessionOf(req);
        const user = session ? users.find((u) => u.id === session.userId && u.site === siteKey) : null;
        if (!session || !user || query.get('user_ui_id') !== session.userUiId)
          return json(200, { auth: false, user_name: null });
        return json(200, { auth: true, user_name: user.details.first_name, user_ui_id: session.userUiId });
      }
      case 'POST api/auth/api/v1/user/authenticate':
      case 'POST api/auth/api/v2/user/authenticate': {
        const user = findUser(siteKey, body);
        const sent = typeof body.password === 'string' ? body.password : '';
        const fe = (site.config.fe_config ?? {}) as { password_encryption?: { key: string; iv: string } };
        const cipher = fe.password_encryption ?? {
          key: STUB_DEFAULT_PASSWORD_KEY,
          iv: STUB_DEFAULT_PASSWORD_IV,
        };
        const password = path.includes('/v2/') ? decryptPassword(sent, cipher.key, cipher.iv) : sent;
        if (!user?.password || password !== user.password)
          return json(401, { success: false, message: 'Invalid email or password' });
        return openSession(user);
      }
      case 'GET user/details': {
        const user = signedIn(req, query, siteKey);
        return user ? json(200, { success: true, user: userJson(user) }) : unauthorized();
      }
      case 'GET user/logout':
      case 'GET user_logout/':
        return endSession(req);
      case 'POST api/auth/api/v1/user/create': {
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        const details = (body.details ?? {}) as Record<string, unknown>;
        if (!email || typeof details.first_name !== 'string')
          return json(400, { success: false, message: 'email and details are required' });
        if (users.some((u) => u.site === siteKey && u.email === email))
          return json(400, { success: false, message: 'User already exists' });
        const strings = Object.fromEntries(
          Object.entries(details).map(([k, v]) => [k, String(v ?? '')]),
        ) as Record<string, string>;
        users.push({
          id: randomUUID(),
          site: siteKey,
          email,
          password: null,
          role: 'Consumer',
          guest: body.guest === true || body.guest === 'true',
          permission: [],
          details: strings,
        });
        return json(201, { success: true, message: 'Account created' });
      }
      case 'POST verify/generate_otp': {
        const user = findUser(siteKey, body);
        if (!user) return json(404, { success: false, message: 'User not found' });
        const otp = String(randomInt(100000, 1000000));
        outbox.push({ to: user.email, otp, site: siteKey });
        return json(200, { success: true, message: 'OTP sent' });
      }
      case 'POST verify/verify_otp': {
        const user = findUser(siteKey, body);
        // §5: the OTP is sent as a number (a form body carries it as digits).
        const jsonBody = req.headers['content-type']?.includes('json');
        const otp = body.otp;
        const numeric = jsonBody ? typeof otp === 'number' : /^\d+$/.test(String(otp));
        const last = [...outbox].reverse().find((m) => m.site === siteKey && m.to === user?.email);
        if (!user || !numeric || !last || String(otp) !== last.otp)
          return json(400, { success: false, message: 'Invalid OTP' });
        return openSession(user);
      }
      case 'POST user/forgot-password':
        return json(200, { success: true });
      case 'GET auto_complete': {
        const text = (query.get('text') ?? '').trim().toLowerCase();
        if (!text) return json(200, []);
        const items = STUB_PLACES.filter((p) => p.name.toLowerCase().includes(text)).map((p) => {
          const [first, ...rest] = p.name.split(',');
          return {
            name: p.name,
            id: p.id,
            filter: JSON.stringify({ _type: p.geo_type === 'Airport' ? 'airport' : 'location' }),
            type: p.geo_type === 'Airport' ? 'airport' : 'location',
            geo_type: p.geo_type,
            country_code: p.country_code,
            destination_name: first?.trim(),
            destination_location: rest.join(',').trim(),
            location_id: p.id,
            loc_coordinates: { lat: p.lat, lon: p.lon },
            airport_code: /\(([A-Z]{3})\)/.exec(p.name)?.[1] ?? null,
          };
        });
        return json(200, items);
      }
      case 'GET get_currency':
        return json(200, STUB_CURRENCIES);
      case 'GET v1/search/static_package':
        // Listed in §7 by name only; an agency without organised packages answers an empty list.
        return json(200, []);
      case 'GET quotation_details': {
        const user = signedIn(req, query, siteKey);
        if (!user) return unauthorized();
        const q = site.quotations[query.get('lead_id') ?? ''];
        if (!q || q.owner !== user.email)
          return json(404, { success: false, message: 'Quotation not found' });
        return json(200, { success: true, data: q.quotation });
      }
      case 'POST api/pdf/generate/': {
        const refKey = randomBytes(8).toString('hex');
        const data = body.data as Record<string, unknown> | undefined;
        pdfJobs.set(refKey, {
          site: siteKey,
          polls: 0,
          title: `${String(body.type)} ${String(data?.lead_id ?? '')}`,
        });
        return json(200, { ref_key: refKey });
      }
      case 'POST api/pdf/get/': {
        const job = pdfJobs.get(String(body.ref_key ?? ''));
        if (!job || job.site !== siteKey) return json(404, { success: false, path: [] });
        job.polls += 1;
        return job.polls > pendingPolls
          ? json(200, { success: true, path: [`media/pdf/${String(body.ref_key)}.pdf`] })
          : json(200, { success: false, path: [] });
      }
    }
    const file = /^GET media\/pdf\/([0-9a-f]+)\.pdf$/.exec(`${method} ${path}`);
    const job = file ? pdfJobs.get(file[1] ?? '') : undefined;
    if (job && job.site === siteKey)
      return { pdf: tinyPdf(`Quotation ${job.title}`), name: `${file?.[1]}.pdf` };
    return json(404, { success: false, message: `No such call: ${method} ${path}` });
  }

  function inspect(url: URL): Answer {
    switch (url.pathname) {
      case '/__stub/sessions':
        return json(200, liveSessions());
      case '/__stub/outbox':
        return json(200, outbox);
      case '/__stub/calls':
        return json(200, calls);
      default:
        return json(404, {});
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stub.invalid');
    let answer: Answer | { pdf: Buffer; name: string };
    if (url.pathname.startsWith('/__stub/')) answer = inspect(url);
    else if (req.headers.authorization !== expectedAuth)
      answer = json(401, { detail: 'Basic credentials required' });
    else if (options.appId && req.headers['app-id'] !== options.appId)
      answer = json(400, { detail: 'App-Id required' });
    else {
      try {
        answer = await route(req, url);
      } catch (err) {
        answer =
          err instanceof BodyTooLarge
            ? json(413, { detail: 'Body too large' })
            : json(400, { detail: 'Unreadable request body' });
      }
    }
    if (!url.pathname.startsWith('/__stub/')) {
      calls.push({
        method: req.method ?? 'GET',
        path: url.pathname.replace(/^\/+/, ''),
        query: Object.fromEntries(url.searchParams),
        partnerId: (req.headers['partner-id'] as string | undefined) ?? null,
        appId: (req.headers['app-id'] as string | undefined) ?? null,
        cookie: req.headers.cookie ?? null,
        contentType: req.headers['content-type'] ?? null,
        status: 'pdf' in answer ? 200 : answer.status,
      });
    }
    if ('pdf' in answer) {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${answer.name}"`,
        'content-length': answer.pdf.length,
      });
      res.end(answer.pdf);
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(JSON.stringify(answer.body));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"detail":"stub failure"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    sessions: liveSessions,
    outbox: () => outbox.map(({ to, otp }) => ({ to, otp })),
    calls: () => [...calls],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
