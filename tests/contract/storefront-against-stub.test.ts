/** @jest-environment node */

import { loginTransport } from '@/lib/auth/login-transport';
import {
  forgotPassword,
  generateOtp,
  login,
  logout,
  saveProfile,
  verifyOtp,
} from '@/lib/browser/auth/actions';
import { authConfigFor } from '@/lib/browser/auth/config';
import { loadAuthState } from '@/lib/browser/auth/load-auth-state';
import { createPdfJobs } from '@/lib/browser/pdf/poller';
import { browserPdfDeps } from '@/lib/browser/pdf/transport';
import { callApi } from '@/lib/client/browser-api';
import { detectLocation, fetchCurrencies } from '@/lib/client/currency';
import { searchPackages } from '@/lib/client/packages';
import { downloadHref } from '@/lib/client/pdf';
import { quotationDetails } from '@/lib/client/quotations';
import { fetchSuggestions } from '@/lib/client/search';
import { getServerSiteConfig } from '@/lib/client/server-site-config';
import { getWorkingConfig, partnerIdForSite } from '@/lib/client/site-config';
import { homeModel } from '@/lib/content/home';
import { currencyForCountry } from '@/lib/reference';
import { StorefrontBrowser, useBrowserFetch } from './browser';
import { STUB_DEFAULT_PASSWORD_IV, STUB_DEFAULT_PASSWORD_KEY } from './travel-api-stub/sites';
import { startTravelApiStub, type TravelApiStub } from './travel-api-stub/stub';

/**
 * The contract suite: the storefront's own client code (server side and browser side, through the
 * BFF) against a Travel API written from the spec's text alone (./travel-api-stub), not against the
 * built-in backend it was written with. Basic auth, Partner-Id and App-Id are required by the stub,
 * so every call here also proves the storefront sends them.
 */

// Outside Next there is no data cache: the site configuration is fetched on every use.
jest.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: () => {} }));
// A page's request from a visitor without cookies (pages forward the visitor's cookie to the API).
jest.mock('next/headers', () => ({ headers: async () => new Headers() }));

const BASIC = 'storefront:stub-secret';
const APP_ID = 'itinera-contract';
const OLD_ENV = process.env;
let stub: TravelApiStub;
let browser: StorefrontBrowser;
let restoreFetch: () => void;
const warnings: string[] = [];

beforeAll(async () => {
  stub = await startTravelApiStub({ basicAuth: BASIC, appId: APP_ID });
  process.env = {
    ...OLD_ENV,
    TRAVEL_API_URL: stub.url,
    TRAVEL_API_BASIC_AUTH: BASIC,
    TRAVEL_API_APP_ID: APP_ID,
    TRAVEL_API_PARTNER_ID: '',
    TRAVEL_API_PASSWORD_KEY: STUB_DEFAULT_PASSWORD_KEY,
    TRAVEL_API_PASSWORD_IV: STUB_DEFAULT_PASSWORD_IV,
  };
  restoreFetch = useBrowserFetch(() => browser);
  jest.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
});

afterAll(async () => {
  restoreFetch();
  process.env = OLD_ENV;
  jest.restoreAllMocks();
  await stub.close();
});

const openSite = (site: string) => {
  browser = new StorefrontBrowser(site, partnerIdForSite);
  return browser;
};

async function workingConfig(site: string) {
  const wc = await getWorkingConfig(site);
  if (!wc) throw new Error(`no site ${site}`);
  return wc;
}

describe('site configuration (v1/get_webconfig, §3 shapes the built-in backend does not send)', () => {
  it('sunrise: feature map, discount object, renamed testimonials, JSON-string providers, data: images', async () => {
    const wc = await workingConfig('sunrise');
    expect(wc.agency_name).toBe('Sunrise Journeys');
    expect(wc.agency_id).toBe(5001);
    expect(wc.partner).toBe(701);
    expect(wc.AUTHENTICATION_VIA_OTP).toBe(true);
    expect(authConfigFor(wc).loginMethod).toBe('otp');
    expect(authConfigFor(wc).featuredPackagesEnabled).toBe(true);
    // §3's discount object is read on the server only; the working configuration feeds pages, so
    // the codes never reach it.
    expect((await getServerSiteConfig('sunrise'))?.discount_config).toEqual([
      { code: 'WELCOME10', type: 'percent', value: 10 },
      { code: 'MONSOON', type: 'flat', value: 500 },
    ]);
    expect(wc.discountCodes).toEqual([]);
    expect(wc.modesEnabled.map((m) => [m.type, m.order])).toEqual([
      ['travel_and_stay', 1],
      ['stay1', 2],
      ['activity', 4],
      ['static_packages_type', 7],
    ]);
    // Supplier relationships stay on the server too: the JSON-string providers are read there.
    const server = await getServerSiteConfig('sunrise');
    expect(
      server?.provider_configuration.filter((p) => p.bit_type === 'hotel').flatMap((p) => p.providers),
    ).toEqual(['grn', 'tbo']);
    expect(wc.show_non_refundable_hotels).toBe(false);
    expect(wc.show_top_dest).toBe(true);
    expect(wc.offline_inventory_enabled).toBe(false);
    expect(wc.pricingOption).toBe(1);
    expect(wc.currency).toBe(currencyForCountry('IN'));
    const home = homeModel(wc);
    expect(home.testimonials.map((t) => [t.name, t.text, t.rating])).toEqual([
      ['Asha Rao', 'Every transfer was on time.', 5],
      ['Tom Fern', 'Kerala in monsoon, beautifully planned.', 4],
    ]);
    expect(home.banners).toHaveLength(2);
    expect(home.banners.every((b) => b.startsWith('data:image/png;base64,'))).toBe(true);
    // The seal is kept; the data:text/html "certificate" is not an image and never reaches a page.
    expect(home.certificates).toEqual([expect.stringMatching(/^data:image\/png;base64,/)]);
    expect(home.topDestinations.map((d) => [d.name, d.image?.slice(0, 22)])).toEqual([
      ['Goa', 'data:image/png;base64,'],
      ['Munnar', 'data:image/png;base64,'],
      ['Jaipur', 'data:image/png;base64,'],
    ]);
  });

  it('atlas: b2b white label named by the partner object, invitation only, features as a list of strings', async () => {
    const wc = await workingConfig('atlas');
    expect(wc.agency_name).toBe('Atlas Trade Desk');
    expect(wc.vendorType).toBe('b2b-whiteLabel');
    expect(wc.agent).toBe(true);
    expect(wc.invitationOnly).toBe(true);
    expect(wc.partner).toBe(702);
    expect(wc.AUTHENTICATION_VIA_OTP).toBe(false);
    expect(wc.modesEnabled.map((m) => m.type)).toEqual(['travel_and_stay', 'activity']);
    expect((await getServerSiteConfig('atlas'))?.discount_config).toEqual([
      { code: 'AGENT5', type: 'percent', value: 5 },
    ]);
    expect(wc.discountCodes).toEqual([]);
    expect(homeModel(wc).testimonials.map((t) => t.text)).toEqual(['Quotes in minutes, not hours.']);
  });

  it('odd: one unreadable field — the site is still served, the field named once in the log', async () => {
    const before = warnings.length;
    const first = await workingConfig('odd');
    await workingConfig('odd');
    expect(first.agency_name).toBe('Oddly Shaped Tours');
    expect(first.testimonials).toEqual([]);
    expect(first.modesEnabled.length).toBeGreaterThan(0);
    expect(warnings.slice(before)).toEqual([
      "[site-config] odd: field 'testimonials_set' could not be read; its default is used",
    ]);
  });
});

describe('headers of §7 on every call', () => {
  it('Basic auth and App-Id everywhere; the site’s Partner-Id on all but the site configuration, server side too', async () => {
    openSite('sunrise');
    const before = stub.calls().length;
    await fetchSuggestions({ text: 'goa', mode: 1 });
    await searchPackages('sunrise', { featured: 'true' }, { revalidate: 300 });
    const calls = stub.calls().slice(before);
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['auto_complete', 'v1/search/static_package']),
    );
    // The stub refuses a call without Basic credentials (401) or without App-Id (400).
    expect(calls.filter((c) => c.status === 401 || c.status === 400)).toEqual([]);
    expect(calls.every((c) => c.appId === APP_ID)).toBe(true);
    expect(calls.filter((c) => c.path !== 'v1/get_webconfig').map((c) => [c.path, c.partnerId])).toEqual(
      calls.filter((c) => c.path !== 'v1/get_webconfig').map((c) => [c.path, '701']),
    );
  });
});

describe('sign-up, OTP, password sign-in, reload, logout (§4, §5, §6) through the BFF', () => {
  it('sign-up then OTP: the new account signs in, a reload is still signed in, logout ends the API session', async () => {
    openSite('sunrise');
    const email = `new-${Date.now()}@sunrise.example`;
    // Not yet a user: the API's own 'User not found' (it opens registration).
    expect(await generateOtp(email)).toMatchObject({ ok: false, message: 'User not found' });
    const created = await saveProfile(
      {
        email,
        role: 'Consumer',
        details: {
          title: 'Ms.',
          first_name: 'Nila',
          last_name: 'Iyer',
          code: '+91',
          mobile_number: '9876501234',
        },
      },
      'create',
    );
    expect(created).toMatchObject({ ok: true, message: 'Account created' });
    expect(await generateOtp(email)).toMatchObject({ ok: true, message: 'OTP sent successfully.' });
    const otp =
      stub
        .outbox()
        .filter((m) => m.to === email)
        .at(-1)?.otp ?? '';
    expect(await verifyOtp(email, otp === '000000' ? '111111' : '000000')).toMatchObject({ ok: false });
    const signedIn = await verifyOtp(email, otp);
    expect(signedIn).toMatchObject({ ok: true, value: { user: { email, details: { first_name: 'Nila' } } } });

    const reload = await loadAuthState();
    expect(reload).toMatchObject({ loggedIn: true, userName: 'Nila' });
    expect(stub.sessions().filter((s) => s.userEmail === email)).toHaveLength(1);

    expect(await logout()).toMatchObject({ ok: true, message: 'Logged out successfully.' });
    expect(stub.sessions().filter((s) => s.userEmail === email)).toEqual([]);
    expect(await loadAuthState()).toEqual({ loggedIn: false });
  });

  it.each([
    {
      site: 'sunrise',
      email: 'traveller@sunrise.example',
      password: 'Sunrise-pass-1',
      key: 'its own AES-128 key',
    },
    {
      site: 'atlas',
      email: 'agent@atlas.example',
      password: 'Atlas-agent-1',
      key: 'the deployment’s AES-256 key',
    },
  ])('$site: v2 password sign-in (AES-CBC with $key), reload, logout', async ({ site, email, password }) => {
    openSite(site);
    const r = await login({ email, password }, loginTransport(password, `${site}.example.com`));
    expect(r).toMatchObject({ ok: true, message: 'Login successful.', value: { user: { email } } });
    const sent = stub
      .calls()
      .filter((c) => c.path === 'api/auth/api/v2/user/authenticate')
      .at(-1);
    expect(sent?.status).toBe(200);
    expect(await loadAuthState()).toMatchObject({ loggedIn: true });
    expect(await logout()).toMatchObject({ ok: true });
    expect(stub.sessions().filter((s) => s.userEmail === email)).toEqual([]);
    expect(await loadAuthState()).toEqual({ loggedIn: false });
  });

  it('v1 on a local origin sends the password plain; a wrong password is refused', async () => {
    openSite('atlas');
    const wrong = await login(
      { email: 'agent@atlas.example', password: 'nope-nope' },
      loginTransport('nope-nope', 'atlas.localhost'),
    );
    expect(wrong).toMatchObject({ ok: false, status: 401 });
    const right = await login(
      { email: 'agent@atlas.example', password: 'Atlas-agent-1' },
      loginTransport('Atlas-agent-1', 'atlas.localhost'),
    );
    expect(right).toMatchObject({ ok: true });
    await logout();
  });

  it('keeps the API’s cookies inside the storefront: the browser only ever gets the sealed cookie', async () => {
    const b = openSite('sunrise');
    await login(
      { email: 'traveller@sunrise.example', password: 'Sunrise-pass-1' },
      loginTransport('Sunrise-pass-1', 'sunrise.localhost'),
    );
    expect(b.setCookies.length).toBeGreaterThan(0);
    expect(b.setCookies.every((c) => c.startsWith('itinera_api='))).toBe(true);
    expect(b.setCookies.join('\n')).not.toMatch(/sessionid|csrftoken/);
    // The API saw its own session cookie and the user_ui_id on user/details.
    const details = stub
      .calls()
      .filter((c) => c.path === 'user/details')
      .at(-1);
    expect(details?.cookie).toMatch(/^sessionid=[0-9a-f]+; csrftoken=[0-9a-f]+$/);
    expect(details?.query.user_ui_id).toEqual(stub.sessions().at(-1)?.userUiId);
    // A sealed cookie of another site is worth nothing here.
    const other = new StorefrontBrowser('atlas', partnerIdForSite);
    await other.jar.setCookie(b.setCookies.at(-1) ?? '', other.origin);
    browser = other;
    expect(await loadAuthState()).toEqual({ loggedIn: false });
    expect(stub.calls().at(-1)?.cookie).toBeNull();
    // A forged one neither.
    browser = new StorefrontBrowser('sunrise', partnerIdForSite);
    await browser.jar.setCookie('itinera_api=Fe26.2**forged', browser.origin);
    expect(await loadAuthState()).toEqual({ loggedIn: false });
    expect(stub.calls().at(-1)?.cookie).toBeNull();
    browser = b;
    await logout();
    expect(b.setCookies.at(-1)).toBe('itinera_api=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('forgot-password answers the spec’s text', async () => {
    openSite('sunrise');
    expect(await forgotPassword({ email: 'traveller@sunrise.example' })).toMatchObject({
      ok: true,
      message: 'Set password link has been sent to your mail id.',
    });
  });
});

describe('lists, quotation and PDF in the spec’s shapes', () => {
  it('auto_complete: a bare array of §3 items (numeric ids, string coordinates)', async () => {
    openSite('sunrise');
    const found = await fetchSuggestions({ text: 'goa', mode: 1, currency: 'INR' });
    expect(found.items.map((i) => [i.name, i.id, i.loc_coordinates?.lat])).toEqual([
      ['Goa, India', '101', 15.2993],
      ['Goa Velha, Goa, India', '102', 15.44],
    ]);
  });

  it('get_currency: a bare array; the chooser’s list, A–Z by name', async () => {
    openSite('sunrise');
    const list = await fetchCurrencies();
    expect(list.map((c) => [c.code, c.conversion_factor])).toEqual([
      ['EUR', 0.011],
      ['INR', 1],
      ['AED', 0.044],
      ['USD', 0.012],
    ]);
  });

  it('quotation_details: §3’s keys read into the quotation page; the PDF is polled on success + path list and downloaded', async () => {
    openSite('atlas');
    await login(
      { email: 'agent@atlas.example', password: 'Atlas-agent-1' },
      loginTransport('Atlas-agent-1', 'atlas.localhost'),
    );
    const q = await quotationDetails('LD-7002');
    expect(q).toEqual({
      ok: true,
      data: {
        lead_id: 'LD-7002',
        opp_id: 'OPP-5002-0042',
        created_at: '2026-11-22',
        travel_date: '2027-03-14',
        departure_city: 'Dubai',
        destinations: ['Baku', 'Tbilisi'],
        adults: 2,
        children: 1,
        infants: 0,
        trip_url: 'https://atlas.example/detail/PK-77',
        customer: { name: 'Omar Saleh', email: 'omar@client.example', mobile_number: '+971 50 765 4321' },
        price: { amount: 845050, currency: 'AED' },
        quote_pdf: null,
        destination_images: [{ image_url: expect.stringMatching(/^data:image\/png;base64,/) }],
      },
    });

    const downloads: string[] = [];
    const jobs = createPdfJobs({
      ...browserPdfDeps,
      download: (p) => downloads.push(p),
      sleep: async () => {},
    });
    await expect(jobs.start('quotation', { lead_id: 'LD-7002' })).resolves.toHaveLength(1);
    const polls = stub.calls().filter((c) => c.path === 'api/pdf/get/');
    expect(polls.map((c) => c.status)).toEqual([200, 200]);
    const file = await fetch(downloadHref(downloads[0] ?? ''));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await logout();
  });

  it('quotation_details needs the API session: signed out it is not shown', async () => {
    openSite('atlas');
    expect(await quotationDetails('LD-7002')).toMatchObject({ ok: false, status: 401 });
  });
});

describe('the storefront’s own calls and server-rendered pages', () => {
  it('v1/visitor/location and dev/mailbox are answered by the storefront, never forwarded', async () => {
    openSite('sunrise');
    const before = stub.calls().length;
    await expect(detectLocation()).resolves.toEqual({ country: 'IN', currency: currencyForCountry('IN') });
    const mailbox = await callApi<{ data: unknown[] }>('dev/mailbox');
    expect(mailbox).toMatchObject({ ok: true, body: { data: [] } });
    expect(
      stub
        .calls()
        .slice(before)
        .map((c) => c.path),
    ).not.toEqual(expect.arrayContaining(['v1/visitor/location', 'dev/mailbox']));
  });

  it('v1/visitor/location offers only a currency the site prices (get_currency), else the agency’s', async () => {
    const b = openSite('sunrise');
    const located = async (language: string) =>
      (await (await b.fetch('/api/v1/visitor/location', { headers: { 'accept-language': language } })).json())
        .data;
    // en-US: the United States' dollar is on the site's list.
    expect(await located('en-US')).toMatchObject({ country: 'US', currency: 'USD' });
    // en-GB: pounds are not offered, so the agency's country and currency answer.
    expect(await located('en-GB')).toMatchObject({ country: 'IN', currency: 'INR', source: 'agency' });
  });

  it('featured packages read a bare list (cached answer for a cached page), with the site’s Partner-Id', async () => {
    const found = await searchPackages('sunrise', { featured: 'true', page_size: '50' }, { revalidate: 300 });
    expect(found).toEqual({ ok: true, data: { results: [], total: 0, page: 1, page_size: 1, pages: 1 } });
  });
});
