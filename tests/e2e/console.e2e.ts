import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  E2E_PORT,
  expectNoSeriousA11yViolations,
  MOBILE_VIEWPORT,
  rootCssVariable,
  sessionCookieOf,
  signInContext,
  tenantUrl,
} from './support';
import { CONSOLE_SITE } from './support/gateway-sites';
import { waitForMail } from './support/mail';
import { openMode, pick, search, totals } from './support/search-form';

/**
 * Issue 32 in the browser, as a site's agency admin: change the main colour and the tagline in the
 * console, publish, see them on the site; restore the first version and see the site as it was; a
 * colour that is not one is refused next to its field and nothing is published. The site is the
 * spec's own (CONSOLE_SITE), so no other spec sees its colours change.
 */

// Each spec signs in, publishes and opens pages more than once: more than the default time.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const { key, admin } = CONSOLE_SITE;
const ORIGINAL_BRAND = '#0f766e';
const DRAFT_BANNER = '/assets/tenants/demo/banner-summer.svg';
const INVITED = 'ines.invitee@console-e2e.example';

/** Signs the browser context in as the site's agency admin. */
const asAdmin = (context: BrowserContext, request: APIRequestContext) =>
  signInContext(context, request, key, admin.email, admin.password);

/** Signs in as the site's admin and opens the console. */
async function openConsole(page: Page, context: BrowserContext, request: APIRequestContext): Promise<void> {
  await asAdmin(context, request);
  await page.goto(tenantUrl(key, '/console'));
}

/** Restores the version before the live one from the console, as a new version. */
async function restorePrevious(page: Page): Promise<void> {
  await page.goto(tenantUrl(key, '/console'));
  await page
    .getByTestId('console-version')
    .nth(1)
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(page.getByText(/^Published: version \d+ is live\.$/)).toBeVisible();
}

async function homeBrand(page: Page): Promise<string> {
  await page.goto(tenantUrl(key, '/search/trips'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return (await rootCssVariable(page, '--brand')).toLowerCase();
}

test('the admin publishes a new colour and tagline, sees them on the site, and restores the first version', async ({
  page,
  context,
  request,
}) => {
  await asAdmin(context, request);
  expect(await homeBrand(page)).toBe(ORIGINAL_BRAND);

  // Reached from the profile menu.
  await page.getByTestId('profile-menu').getByRole('button').click();
  await page.getByRole('link', { name: 'Site console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site console' })).toBeVisible();
  await expect(page.getByLabel('Main colour')).toHaveValue(ORIGINAL_BRAND);

  await page.getByLabel('Main colour').fill('#aa3300');
  await page.getByLabel('Tagline', { exact: true }).fill('Partner rates, published from the console');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published: version \d+ is live\.$/)).toBeVisible();
  const latest = page.getByTestId('console-version').first();
  await expect(latest).toContainText('published');
  await expect(latest).toContainText('Changed: main_button_color, tagline, theme.primary_color');
  await expect(latest).toContainText(admin.email);
  await expectNoSeriousA11yViolations(page);

  // Visitors see it on the next page they open.
  expect(await homeBrand(page)).toBe('#aa3300');
  await expect(page.getByText('Partner rates, published from the console')).toBeVisible();

  // The first version, as loaded, restored as a new one.
  await page.goto(tenantUrl(key, '/console'));
  const original = page.getByTestId('console-version').filter({ hasText: 'as first loaded' });
  await original.getByRole('button', { name: /^Restore/ }).click();
  await expect(page.getByText(/^Published: version \d+ is live\.$/)).toBeVisible();
  await expect(page.getByTestId('console-version').first()).toContainText('restored from version');
  expect(await homeBrand(page)).toBe(ORIGINAL_BRAND);
});

test('the admin previews a colour and a banner on the real pages, visitors never see the draft, and publishing shows it', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await openConsole(page, context, request);
  await expect(page.getByLabel('Main colour')).toHaveValue(ORIGINAL_BRAND);
  await page.getByLabel('Main colour').fill('#5500aa');
  // The site shows its own banner; the draft puts another in its place.
  await expect(page.getByLabel('Offer banner image')).toHaveValue('/assets/tenants/b2b/banner-rates.svg');
  await page.getByLabel('Offer banner image').fill(DRAFT_BANNER);
  await page.getByRole('button', { name: 'Preview' }).click();

  // The real home page, rendered from the draft, inside the console.
  const frame = page.frameLocator('iframe[title^="Home page at 390 px"]');
  await expect(frame.getByTestId('preview-bar')).toBeVisible();
  await expect(frame.locator(`img[src="${DRAFT_BANNER}"]`)).toBeVisible();
  const frameBrand = await frame
    .locator('html')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--brand').trim().toLowerCase());
  expect(frameBrand).toBe('#5500aa');
  // The results page and the desktop width too.
  await page.getByLabel('Results', { exact: true }).check();
  await page.getByLabel('1280 px', { exact: true }).check();
  await expect(
    page.frameLocator('iframe[title^="Results page at 1280 px"]').getByTestId('preview-bar'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A visitor (another browser) sees the live site: no draft colour, no banner, no preview bar.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  expect(await homeBrand(other)).toBe(ORIGINAL_BRAND);
  await expect(other.locator(`img[src="${DRAFT_BANNER}"]`)).toHaveCount(0);
  await expect(other.getByTestId('preview-bar')).toHaveCount(0);
  // Even with the preview cookie copied, the draft is the admin's own.
  const bypass = (await context.cookies()).filter((c) => c.name === '__prerender_bypass');
  expect(bypass).toHaveLength(1);
  await visitor.addCookies(bypass);
  expect(await homeBrand(other)).toBe(ORIGINAL_BRAND);
  await visitor.close();

  // Published: everyone sees it, and the admin's preview is over.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published: version \d+ is live\.$/)).toBeVisible();
  await expect(page.getByTestId('console-version').first()).toContainText('websiteimages_set');
  expect(await homeBrand(page)).toBe('#5500aa');
  await expect(page.locator(`img[src="${DRAFT_BANNER}"]`)).toBeVisible();
  await expect(page.getByTestId('preview-bar')).toHaveCount(0);

  // Rolled back: the version before is restored.
  await restorePrevious(page);
  expect(await homeBrand(page)).toBe(ORIGINAL_BRAND);
  await expect(page.locator(`img[src="${DRAFT_BANNER}"]`)).toHaveCount(0);
});

test('a 10 % markup on hotels, priced on a sample in the console, is the new price on the results page', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await asAdmin(context, request);
  const cheapestParisHotel = async () => {
    const form = await openMode(page, 'stay1', key);
    await pick(page, form.getByRole('combobox', { name: 'City, area or hotel' }), 'par', /^Paris, France/);
    await search(page, 'Hotels');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    return Math.min(...(await totals(page)));
  };
  const before = await cheapestParisHotel();

  // The site's hotels carry 8 % (its configuration) and 9 % BTW: €100 net is €117.72 today.
  await page.goto(tenantUrl(key, '/console'));
  const hotels = page.getByLabel('Hotels', { exact: true });
  await expect(hotels).toHaveValue('8');
  await hotels.fill('10');
  await expect(page.getByTestId('markup-price-hotel')).toHaveText('€117.72 → €119.90');
  await hotels.fill('ten');
  await expect(hotels).toHaveAccessibleDescription('Enter a percentage such as 10 or 12.5.');
  await hotels.fill('10');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published: version \d+ is live\.$/)).toBeVisible();
  await expect(page.getByTestId('console-version').first()).toContainText('pricing_configuration.hotel');

  // The same search now costs 10 % on the net price instead of 8 %.
  const after = await cheapestParisHotel();
  expect(after).toBeCloseTo((before * 1.1) / 1.08, 1);
  expect(after).toBeGreaterThan(before);

  // Rolled back for the other specs of this site.
  await restorePrevious(page);
});

test('a hotel CSV with two bad rows is refused row by row and imports nothing; corrected, it is on sale', async ({
  page,
  context,
  request,
}) => {
  await openConsole(page, context, request);
  const panel = page.getByTestId('console-inventory');
  await expect(panel.getByRole('heading', { name: 'Inventory' })).toBeVisible();
  const header =
    'code,name,city,country_code,lat,lon,stars,popularity,image_url,description,address,images,source';
  const good =
    'E2E-LIS-1,Alfama Console Hotel,Lisbon,PT,38.7114,-9.1300,4,70,,"Terrace over the river.","Rua 1, Lisbon",,offline';
  const upload = async (rows: string[]) => {
    await panel.getByLabel('What the file holds').selectOption('hotels');
    await panel.getByLabel('CSV file').setInputFiles({
      name: 'hotels.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\n')),
    });
    await panel.getByRole('button', { name: 'Upload' }).click();
  };
  await upload([
    good,
    'E2E-LIS-2,Bad Stars Hotel,Lisbon,PT,38.71,-9.13,9,70,,"x","y",,offline',
    'E2E-LIS-3,Bad Latitude Hotel,Lisbon,PT,123,-9.13,3,70,,"x","y",,offline',
  ]);
  const refusal = panel.getByRole('alert');
  await expect(refusal).toContainText('Nothing was imported: 2 problems to correct.');
  await expect(refusal).toContainText('line 3');
  await expect(refusal).toContainText('line 4');
  // Nothing half imported: the good row of that file is not on sale.
  await expect(panel.getByRole('rowheader', { name: 'Alfama Console Hotel' })).toHaveCount(0);

  await upload([good]);
  await expect(panel.getByRole('status')).toContainText('1 row imported');
  await expect(panel.getByRole('rowheader', { name: 'Alfama Console Hotel' })).toBeVisible();
});

test('the admin invites an agent with ‘view all bookings’, who gets the invitation; each change is in the audit log', async ({
  page,
  context,
  request,
}) => {
  await asAdmin(context, request);
  const since = new Date();
  await page.goto(tenantUrl(key, '/console'));
  const people = page.getByTestId('console-people');
  const invite = people.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('E-mail').fill(INVITED);
  await invite.getByLabel('First name').fill('Ines');
  await invite.getByLabel('Last name').fill('Invitee');
  await invite.getByLabel('Role').selectOption({ label: 'Agency employee' });
  await invite.getByLabel('View all bookings').check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(people.getByText(`Invitation sent to ${INVITED}.`)).toBeVisible();
  const card = people.getByTestId('console-person').filter({ hasText: INVITED });
  await expect(card).toContainText('Invitation pending');
  await expect(card.getByLabel('View all bookings')).toBeChecked();
  const mail = await waitForMail(request, key, { to: INVITED, subjectIncludes: 'invited', since });
  expect(mail.links.some((l) => l.includes('invite=true'))).toBe(true);

  // Inviting the same e-mail again is refused next to the field.
  await invite.getByLabel('E-mail').fill(INVITED);
  await invite.getByLabel('First name').fill('Ines');
  await invite.getByLabel('Last name').fill('Again');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

  // A permission taken away and given back; both saves recorded.
  await card.getByLabel('View all quotations').check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(people.getByText('Saved the changes for Ines Invitee.')).toBeVisible();
  const cookie = await sessionCookieOf(context, key);
  const log = await request.get(`http://127.0.0.1:${E2E_PORT}/api/api/console/changes`, {
    headers: { host: `${key}.localhost:${E2E_PORT}`, cookie },
  });
  expect(log.status()).toBe(200);
  const lines = ((await log.json()) as { data: { area: string; action: string; subject: string }[] }).data;
  expect(lines.slice(0, 2).map((l) => [l.area, l.action, l.subject])).toEqual([
    ['people', 'set_access', INVITED],
    ['people', 'invite', INVITED],
  ]);
});

test('an agent, a consumer and another agency’s admin are refused by every console call', async ({
  browser,
  request,
}) => {
  const calls: [string, string][] = [
    ['GET', '/api/api/console/site'],
    ['POST', '/api/api/console/site/publish'],
    ['POST', '/api/api/console/site/restore'],
    ['GET', '/api/api/console/site/draft'],
    ['POST', '/api/api/console/site/draft'],
    ['GET', '/api/api/console/changes'],
    ['GET', '/api/api/console/people'],
    ['POST', '/api/api/console/people/invite'],
    ['GET', '/api/api/console/inventory'],
    ['POST', '/api/api/console/inventory/hotels'],
  ];
  const statuses = async (site: string, email: string, password: string) => {
    const context = await browser.newContext();
    await signInContext(context, request, site, email, password);
    const cookie = await sessionCookieOf(context, site);
    await context.close();
    return consoleStatuses(site, cookie);
  };
  const consoleStatuses = async (site: string, cookie: string) => {
    const out: number[] = [];
    for (const [method, path] of calls) {
      const res = await request.fetch(`http://127.0.0.1:${E2E_PORT}${path}`, {
        method,
        headers: {
          host: `${site}.localhost:${E2E_PORT}`,
          origin: `http://${site}.localhost:${E2E_PORT}`,
          cookie,
        },
        ...(method === 'POST' ? { data: {} } : {}),
      });
      out.push(res.status());
    }
    return out;
  };
  // On their own site, an agent and a consumer are not its admins.
  expect(new Set(await statuses('demo', 'agent@wanderlight.example', 'Wanderlight-agent-1'))).toEqual(
    new Set([403]),
  );
  expect(new Set(await statuses('demo', 'consumer@wanderlight.example', 'Wanderlight-demo-1'))).toEqual(
    new Set([403]),
  );
  // Another agency's admin, with their session, on this site: a stranger here.
  const b2bAdmin = await browser.newContext();
  await signInContext(b2bAdmin, request, 'b2b', 'admin@meridian.example', 'Meridian-admin-1');
  const cookie = await sessionCookieOf(b2bAdmin, 'b2b');
  await b2bAdmin.close();
  // Their session belongs to their own site: refused here, not asked to sign in.
  expect(new Set(await consoleStatuses(key, cookie))).toEqual(new Set([403]));
});

test('the other groups of the configuration: a tab title, a link and a logo published, a broken mode refused beside its field', async ({
  page,
  context,
  request,
}) => {
  await openConsole(page, context, request);
  await page.goto(tenantUrl(key, '/search/trips'));
  const certificatesBefore = await page.getByRole('img', { name: /accreditation/ }).count();
  await page.goto(tenantUrl(key, '/console'));
  const groups = page.getByTestId('console-groups');
  await groups.getByText('Home page', { exact: true }).click();
  await groups.getByLabel('Browser tab title').fill('Meridian · console tab');
  // Lists of records are forms: a certification logo and a footer link added row by row.
  const certificates = groups.getByTestId('console-records-certificates');
  await certificates.getByRole('button', { name: 'Add to “Certification logos”' }).click();
  const logo = await certificates.getByRole('listitem').count();
  await certificates.getByLabel(`Image address, row ${logo}`).fill('/assets/tenants/b2b/cert-iata.svg');
  await groups.getByText('Pages and links', { exact: true }).click();
  const links = groups.getByTestId('console-records-links');
  await links.getByRole('button', { name: 'Add to “Header, footer and social links”' }).click();
  const row = await links.getByRole('listitem').count();
  await links.getByLabel(`Type, row ${row}`).selectOption('footer');
  await links.getByLabel(`Caption, row ${row}`).fill('Our console link');
  await links.getByLabel(`Address, row ${row}`).fill('https://example.com/console-link');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published: version \d+ is live\.$/)).toBeVisible();
  await expect(page.getByTestId('console-version').first()).toContainText('browser_tab_header');
  await expect(page.getByTestId('console-version').first()).toContainText('sitelink_set');
  await page.goto(tenantUrl(key, '/search/trips'));
  await expect(page).toHaveTitle(/Meridian · console tab/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Our console link' })).toHaveAttribute(
    'href',
    'https://example.com/console-link',
  );
  await expect(page.getByRole('img', { name: /accreditation/ })).toHaveCount(certificatesBefore + 1);

  // A mode without its name: refused, its group opened, the problem beside the field.
  await page.goto(tenantUrl(key, '/console'));
  const modes = page.getByTestId('console-groups').getByLabel('Travel modes');
  const text = await modes.inputValue();
  await page.getByTestId('console-groups').getByText('Modes and search', { exact: true }).click();
  // JSON that does not parse is named at once, and publishing waits for it.
  await modes.fill(`${text},`);
  await expect(modes).toHaveAccessibleDescription(/^This is not valid JSON: /);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Nothing was published: please correct the fields marked.')).toBeVisible();
  await expect(page.getByTestId('console-version').first()).toContainText('browser_tab_header');
  const [first, ...rest] = JSON.parse(text) as Record<string, unknown>[];
  const { display_name: _name, ...nameless } = first ?? {};
  await modes.fill(JSON.stringify([nameless, ...rest], null, 2));
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Nothing was published: please correct the fields marked.')).toBeVisible();
  await expect(modes).toHaveAttribute('aria-invalid', 'true');
  await expect(modes).toHaveAccessibleDescription(/allowed_modes\.0\.display_name/);

  // Rolled back for the other specs of this site.
  await restorePrevious(page);
});

test('a draft opened before someone else published is refused, and says so', async ({
  page,
  context,
  request,
}) => {
  await openConsole(page, context, request);
  const other = await context.newPage();
  await other.goto(tenantUrl(key, '/console'));
  await other.getByLabel('Tagline', { exact: true }).fill('Published first');
  await other.getByRole('button', { name: 'Publish' }).click();
  await expect(other.getByText(/^Published: version \d+ is live\.$/)).toBeVisible();
  await page.getByLabel('Tagline', { exact: true }).fill('Published second');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Someone else published this site since you opened it/)).toBeVisible();
  await other.close();
  await restorePrevious(page);
});

test('a colour that is not one is refused next to its field, and nothing is published', async ({
  page,
  context,
  request,
}) => {
  await asAdmin(context, request);
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.goto(tenantUrl(key, '/console'));
  const versions = page.getByTestId('console-version');
  await expect(page.getByLabel('Main colour')).toHaveValue(ORIGINAL_BRAND);
  const before = await versions.count();
  await page.getByLabel('Main colour').fill('blue');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Nothing was published: please correct the fields marked.')).toBeVisible();
  await expect(page.getByLabel('Main colour')).toHaveAccessibleDescription(
    'Expected a hex colour such as #0b5cad',
  );
  await expect(versions).toHaveCount(before);
  // The page fits a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await homeBrand(page)).toBe(ORIGINAL_BRAND);
});

test('signed out, the console calls answer 401; the page asks for a sign-in', async ({ page, request }) => {
  const origin = `http://127.0.0.1:${E2E_PORT}`;
  const headers = { host: `${key}.localhost:${E2E_PORT}`, origin: `http://${key}.localhost:${E2E_PORT}` };
  expect((await request.get(`${origin}/api/api/console/site`, { headers })).status()).toBe(401);
  expect(
    (
      await request.post(`${origin}/api/api/console/site/publish`, {
        headers,
        data: { base_version: 1, config: {} },
      })
    ).status(),
  ).toBe(401);
  await page.goto(tenantUrl(key, '/console'));
  await expect(page.getByRole('heading', { level: 1, name: 'Site console' })).toHaveCount(0);
});
