import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { CookieJar, type SerializedCookie } from 'tough-cookie';
import { deriveKey } from '@/lib/auth/secret';
import { ensureServerSecret } from '@/lib/auth/server-secret';
import { readCookie, SESSION_TTL_SECONDS, secureFor } from '@/lib/auth/session';
import { AUTH_PATHS } from '@/lib/contract/auth';

/**
 * A visitor's session with an external Travel API, carried by the storefront. The API keeps its
 * session in its own cookies (set on its own host) and ties it to a user_ui_id (spec §6); the
 * browser only ever talks to the storefront's origin. So the storefront keeps the API's cookies
 * (a tough-cookie jar: expiry, path and deletion as RFC 6265 says) and the user_ui_id sealed in a
 * cookie of its own (iron-session, key derived from SESSION_SECRET), never shows the API's cookies
 * to the browser, and sends them back on every call it forwards for that visitor. The sealed
 * cookie is valid only on the site that made it.
 */

const BASE_NAME = 'itinera_api';
const SECURE_NAME = `__Host-${BASE_NAME}`;
/** Browsers drop cookies over 4096 bytes; a jar that does not fit is not kept (and is logged). */
const MAX_COOKIE_BYTES = 3800;

interface SealedApiSession {
  site: string;
  cookies: SerializedCookie[];
  userUiId: string | null;
}

/** Calls after which the API's session is over: logout (both paths) and account deletion. */
const ENDING_CALLS = new Set([
  `GET ${AUTH_PATHS.logout}`,
  `GET ${AUTH_PATHS.legacyLogout}`,
  `DELETE ${AUTH_PATHS.deleteUser}`,
]);

/** Calls whose JSON answer may carry the user_ui_id the session is tied to (§3 Auth state). */
const USER_UI_ID_SOURCES = new Set([
  AUTH_PATHS.authenticateV1,
  AUTH_PATHS.authenticateV2,
  AUTH_PATHS.verifyOtp,
  AUTH_PATHS.checkAuth,
  'user/authenticate_via_oauth',
]);

const password = () => deriveKey('api-session');

export class ApiSession {
  private ended = false;
  private dirty = false;

  private constructor(
    readonly site: string,
    private jar: CookieJar,
    private uiId: string | null,
  ) {}

  static empty(site: string): ApiSession {
    return new ApiSession(site, new CookieJar(), null);
  }

  /** The session sealed in the request's cookie for `site`; an empty one when absent, forged or another site's. */
  static async fromHeaders(headers: Headers, site: string): Promise<ApiSession> {
    const header = headers.get('cookie') ?? '';
    const sealed = readCookie(header, SECURE_NAME) ?? readCookie(header, BASE_NAME);
    if (!sealed) return ApiSession.empty(site);
    await ensureServerSecret();
    try {
      const data = await unsealData<Partial<SealedApiSession>>(sealed, {
        password: password(),
        ttl: SESSION_TTL_SECONDS,
      });
      if (data.site !== site || !Array.isArray(data.cookies)) return ApiSession.empty(site);
      const jar = await CookieJar.deserialize({ cookies: data.cookies });
      return new ApiSession(site, jar, typeof data.userUiId === 'string' ? data.userUiId : null);
    } catch {
      return ApiSession.empty(site);
    }
  }

  get userUiId(): string | null {
    return this.uiId;
  }

  /** The Cookie header for a call to `url` (the API's own cookies that apply there), or null. */
  async cookieHeader(url: URL): Promise<string | null> {
    const value = await this.jar.getCookieString(url.href);
    return value || null;
  }

  /**
   * Takes in the API's answer to a call: its Set-Cookie headers, the user_ui_id it names, and the end
   * of the session on logout. `answer` is the parsed JSON body when the caller read one.
   */
  async absorb(method: string, path: string, url: URL, response: Response, answer: unknown): Promise<void> {
    if (
      ENDING_CALLS.has(`${method.toUpperCase()} ${path}`) &&
      (response.ok || path !== AUTH_PATHS.deleteUser)
    ) {
      this.end();
      return;
    }
    for (const line of response.headers.getSetCookie()) {
      await this.jar.setCookie(line, url.href, { ignoreError: true });
      this.dirty = true;
    }
    const uiId =
      answer && typeof answer === 'object' ? (answer as { user_ui_id?: unknown }).user_ui_id : null;
    if (USER_UI_ID_SOURCES.has(path) && typeof uiId === 'string' && uiId && uiId !== this.uiId) {
      this.uiId = uiId;
      this.dirty = true;
    }
  }

  /** Whether `path`'s answer should be read for a user_ui_id. */
  static namesUserUiId(path: string): boolean {
    return USER_UI_ID_SOURCES.has(path);
  }

  /** Forgets the API's cookies and user_ui_id. */
  end(): void {
    this.ended = true;
    this.dirty = true;
    this.jar = new CookieJar();
    this.uiId = null;
  }

  /** The Set-Cookie header that stores this session for the browser, or null when nothing changed. */
  async setCookieHeader(
    request: Request,
    log: (message: string) => void = console.warn,
  ): Promise<string | null> {
    if (!this.dirty) return null;
    const secure = secureFor(request);
    const name = secure ? SECURE_NAME : BASE_NAME;
    const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
    const cookies = (await this.jar.serialize()).cookies;
    if (this.ended || (cookies.length === 0 && !this.uiId)) return `${name}=; ${attributes}; Max-Age=0`;
    const data: SealedApiSession = { site: this.site, cookies, userUiId: this.uiId };
    await ensureServerSecret();
    const sealed = await sealData(data, { password: password(), ttl: SESSION_TTL_SECONDS });
    if (sealed.length > MAX_COOKIE_BYTES) {
      log(`[api-session] ${this.site}: the Travel API's cookies do not fit in one cookie; not kept`);
      return null;
    }
    return `${name}=${sealed}; ${attributes}; Max-Age=${SESSION_TTL_SECONDS}`;
  }
}
