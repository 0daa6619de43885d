import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatDisplayDate } from '../../lib/dates';
import { expectNoSeriousA11yViolations, tenantUrl } from './support';
import { avoidSunday, openMode } from './support/search-form';

/**
 * The search module on the demo tenant: each mode's form, typed into and picked from with the
 * keyboard, submitted to v2/search_api and taken to the search's results, whose page is read: what
 * it says was searched (place, date, party, origin) and what it found; axe with a dropdown open.
 * (Every mode's search opens the planner's ranked trips today; a mode with a page of its own will
 * change what these read.)
 */

test.beforeEach(async ({ page }) => {
  // The special-fare prompt is another feature's; keep it from covering the form.
  await page.addInitScript(() => window.localStorage.setItem('splFareTipReminded', 'true'));
});

/**
 * Types into a combobox and waits for the suggestions of the whole text. Without the wait a stall of
 * more than the 500 ms debounce mid-typing (seen on a slow CI host) leaves the list of a shorter
 * text on screen, and the keys below pick from it.
 */
async function typeForSuggestions(page: Page, box: Locator, text: string) {
  const answered = page.waitForResponse(
    (r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/auto_complete' && url.searchParams.get('text') === text;
    },
    // The first call of a fresh server builds the place index: allow it time.
    { timeout: 20_000 },
  );
  await box.click();
  await box.pressSequentially(text, { delay: 30 });
  await answered;
}

/** Types into a combobox, waits for the option, moves onto it with the arrows and picks it with Enter. */
async function pickWithKeyboard(page: Page, name: string | RegExp, text: string, option: string | RegExp) {
  const form = page.locator('form[data-mode]');
  const box = form.getByRole('combobox', { name });
  // No text: pick from the list the caller has already typed for.
  if (text) await typeForSuggestions(page, box, text);
  const listbox = page.getByRole('listbox', { name });
  await expect(listbox.getByRole('option', { name: option }).first()).toBeVisible();
  const options = await listbox.getByRole('option').allTextContents();
  const target = options.findIndex((o) => (typeof option === 'string' ? o.includes(option) : option.test(o)));
  expect(target).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= target; i++) await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

interface ResultPage {
  /** The page's heading: the searched destination(s) as the results name them. */
  heading: string;
  /** 'Leaving from …' when the search had an origin. */
  origin?: string;
  /** The party line ('2 adults, 1 child'). */
  party?: string;
  /** A place every result is in; null when the page says nothing was found. */
  resultsIn: string | null;
}

/**
 * Searches, and reads the results page: the heading names what was searched, the summary its date
 * (DD-MMM-YY) and party, and the results are in the searched place (or the page says none match).
 * Returns the request body the form sent.
 */
async function submitAndExpectResults(page: Page, expected: ResultPage) {
  const request = page.waitForRequest((r) => r.url().includes('/api/v2/search_api'));
  const response = page.waitForResponse((r) => r.url().includes('/api/v2/search_api'));
  await page.locator('form[data-mode]').getByRole('button', { name: 'Search', exact: true }).click();
  expect((await response).status()).toBe(200);
  const body = (await request).postDataJSON();
  // An accepted search opens its results (list/{package_id}).
  await page.waitForURL(/\/list\/[0-9A-F]{12}$/);
  const main = page.locator('#content');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.heading, { timeout: 30_000 });
  await expect(
    main.getByText(`from ${formatDisplayDate(body.start_date)} · ${expected.party ?? '2 adults'}`),
  ).toBeVisible();
  if (expected.origin) await expect(main.getByText(`Leaving from ${expected.origin}`)).toBeVisible();
  const results = main.getByRole('article');
  if (expected.resultsIn === null) {
    await expect(main.getByText('No trips match your search and budget.')).toBeVisible();
    await expect(results).toHaveCount(0);
  } else {
    await expect(results.first()).toBeVisible();
    for (const card of await results.all()) await expect(card).toContainText(expected.resultsIn);
    await expect(
      results
        .first()
        .getByText(/^(£|€)[\d,]+\.\d\d$/)
        .first(),
    ).toBeVisible();
  }
  return body;
}

/**
 * Searches a mode that lists offers (flights, activities, transfers, cars, trains, ferries) and reads
 * its results page: the kind as the heading, the route, date and party in the summary, and results
 * naming `resultsIn` (or the page saying nothing matches). Returns the request body the form sent.
 */
async function submitAndExpectOffers(
  page: Page,
  expected: { heading: string; route: string; party?: string; resultsIn: string | null },
) {
  const request = page.waitForRequest((r) => r.url().includes('/api/v2/search_api'));
  await page.locator('form[data-mode]').getByRole('button', { name: 'Search', exact: true }).click();
  const body = (await request).postDataJSON();
  await page.waitForURL(/\/list\/[0-9A-F]{12}$/);
  const main = page.locator('#content');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.heading, { timeout: 30_000 });
  const date = formatDisplayDate(body.multicity_flights?.[0]?.date ?? body.start_date);
  await expect(main.getByTestId('results-summary')).toContainText(`${expected.route} · ${date}`);
  await expect(main.getByTestId('results-summary')).toContainText(expected.party ?? '2 adults');
  const cards = main.getByTestId('offer-card');
  if (expected.resultsIn === null) {
    await expect(main.getByTestId('results-empty')).toBeVisible();
    await expect(cards).toHaveCount(0);
  } else {
    await expect(cards.first()).toBeVisible();
    for (const card of (await cards.all()).slice(0, 8)) await expect(card).toContainText(expected.resultsIn);
    await expect(cards.first().getByTestId('offer-total')).toHaveText(/^(£|€)[\d,]+\.\d\d$/);
  }
  return body;
}

test('trips: origin and two destinations with nights, keyboard picks, accepted', async ({ page }) => {
  const form = await openMode(page, 'travel_and_stay');
  await expect(form.getByRole('combobox', { name: 'Leaving from' })).toBeFocused();
  await expect(form.getByRole('combobox', { name: 'Going to' })).toHaveAttribute(
    'placeholder',
    'Pick a location',
  );
  await pickWithKeyboard(page, 'Leaving from', 'lon', 'London, United Kingdom');
  await pickWithKeyboard(page, 'Going to', 'par', 'Paris, France');
  await pickWithKeyboard(page, 'Going to', 'rom', /^Rome, Italy/);
  await expect(form.getByRole('button', { name: /^Remove / })).toHaveCount(3);
  await form.getByLabel('Nights in Rome').selectOption('4');
  const body = await submitAndExpectResults(page, {
    heading: 'Paris & Rome',
    origin: 'London',
    resultsIn: 'Rome',
  });
  expect(body).toMatchObject({
    mode: 'travel_and_stay',
    nights: [3, 4],
    rooms: [{ adults: 2, children: [], infants: 0 }],
  });
  expect(body.origin.name).toBe('London, United Kingdom');
  expect(body.destination.map((d: { name: string }) => d.name)).toEqual(['Paris, France', 'Rome, Italy']);
  expect(body.currency).toMatch(/^[A-Z]{3}$/);
});

test('trips: an empty form names what is missing and sends nothing', async ({ page }) => {
  await openMode(page, 'travel_and_stay');
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/search_api')) sent = true;
  });
  await page.locator('form[data-mode]').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please check the highlighted fields')).toBeVisible();
  await expect(page.getByText('Please pick at least one destination')).toBeVisible();
  expect(sent).toBe(false);
});

/** What the page saw: the directive of each content-security-policy violation, in order. */
type CspWindow = Window & { cspViolations: string[] };

test('validating the form breaks no content security policy rule (Zod does not probe for eval)', async ({
  page,
}) => {
  // Zod's first parse tries `new Function`, which the policy forbids: instrumentation-client.ts
  // turns the probe off before the page hydrates. Chromium fires this event even for a caught attempt.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as CspWindow).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
  });
  await openMode(page, 'travel_and_stay');
  await page.locator('form[data-mode]').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please pick at least one destination')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as CspWindow).cspViolations)).toEqual([]);
});

test('hotels: a destination, rooms with a child age, accepted', async ({ page }) => {
  const form = await openMode(page, 'stay1');
  await pickWithKeyboard(page, 'City, area or hotel', 'par', 'Paris, France');
  await form.getByRole('button', { name: /1 room, 2 adults/ }).click();
  await form.getByRole('button', { name: 'More Children' }).click();
  await form.getByLabel('Age of child 1').selectOption('5');
  await form.getByRole('button', { name: 'Done' }).click();
  const body = await submitAndExpectOffers(page, {
    heading: 'Hotels',
    route: 'Paris',
    party: '2 adults, 1 child',
    resultsIn: 'Paris',
  });
  expect(body.rooms).toEqual([{ adults: 2, children: [5], infants: 0 }]);
});

test('activities: the sticky local search entry is picked with the keyboard, accepted', async ({ page }) => {
  const form = await openMode(page, 'activity');
  await expect(form.getByRole('combobox', { name: 'Activity or place' })).toHaveAttribute(
    'placeholder',
    'Search Activity Name',
  );
  await pickWithKeyboard(page, 'Activity or place', 'lon', 'Search "lon" in all activities');
  // A free-text activity search names no place or activity of the agency's: the page says so.
  await submitAndExpectOffers(page, { heading: 'Activities', route: 'lon', resultsIn: null });
});

// One way and multi-city are two tests: each makes a full search, and together they came within a
// few seconds of one test's 30 s on a slow host.
test('flights: one way', async ({ page }) => {
  const form = await openMode(page, 'travel');
  await form.getByLabel('One way').check();
  await pickWithKeyboard(page, 'Flying from', 'lon', 'London, United Kingdom');
  await pickWithKeyboard(page, 'Flying to', 'rom', /^Rome, Italy/);
  const oneWay = await submitAndExpectOffers(page, {
    heading: 'Flights',
    route: 'London → Rome',
    resultsIn: 'Rome',
  });
  expect(oneWay.flightMode).toBe('one_way');
});

test('flights: multi-city', async ({ page }) => {
  const form = await openMode(page, 'travel');
  await form.getByLabel('Multi-city').check();
  const legs = form.locator('fieldset', { hasText: 'Flight 1' });
  await expect(legs).toBeVisible();
  const combos = form.getByRole('combobox');
  for (const [i, text, option] of [
    [0, 'lon', 'London, United Kingdom'],
    [1, 'rom', 'Rome, Italy'],
    [2, 'rom', 'Rome, Italy'],
    [3, 'par', 'Paris, France'],
  ] as const) {
    const box = combos.nth(i);
    await typeForSuggestions(page, box, text);
    // The first option of the suggestions is the one ArrowDown moves onto (the header's language
    // picker has options too).
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAccessibleName(
      new RegExp(`^${option}`),
    );
    await box.press('ArrowDown');
    await box.press('Enter');
  }
  const body = await submitAndExpectOffers(page, {
    heading: 'Flights',
    route: 'London → Paris',
    resultsIn: 'Paris',
  });
  expect(body.multi_city).toBe(true);
  expect(body.multicity_flights).toHaveLength(2);
});

for (const [mode, from, fromText, fromOption, to, toText, toOption, shown] of [
  [
    'transfer',
    'Pick-up',
    'par',
    'Paris Central Rooms',
    'Drop-off',
    'par',
    'Paris, France',
    { heading: 'Transfers', route: 'Paris Central Rooms → Paris', resultsIn: 'Paris' },
  ],
  [
    'drive',
    'Pick-up',
    'lon',
    'London, United Kingdom',
    'Drop-off',
    'par',
    'Paris, France',
    { heading: 'Self-drive cars', route: 'London → Paris', resultsIn: 'Paris' },
  ],
  [
    'ferry',
    'Sailing from',
    'pir',
    'Piraeus',
    'Sailing to',
    'santorini',
    'Santorini',
    { heading: 'Ferries', route: 'Piraeus → Santorini', resultsIn: 'Santorini' },
  ],
] as const) {
  test(`${mode}: two places picked with the keyboard; the results name them`, async ({ page }) => {
    const form = await openMode(page, mode);
    await pickWithKeyboard(page, from, fromText, fromOption);
    await pickWithKeyboard(page, to, toText, toOption);
    if (mode === 'ferry') await avoidSunday(form);
    await submitAndExpectOffers(page, shown);
  });
}

test('organised packages: the destination filter list has Packages', async ({ page }) => {
  const form = await openMode(page, 'static_packages_type');
  await typeForSuggestions(page, form.getByRole('combobox', { name: 'Destination' }), 'par');
  await expect(page.getByRole('button', { name: 'Packages' })).toBeVisible();
  await pickWithKeyboard(page, 'Destination', '', 'Paris, France');
  await page.locator('form[data-mode]').getByRole('button', { name: 'Search', exact: true }).click();
  // Organised-package searches open the organised-package list for the place, filtered to it.
  await page.waitForURL(/\/static_package\/list\?destination=Paris$/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Paris');
});

test('a top-destination link pre-fills the trips destination', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/search/trips?destination=Paris#travel_and_stay'));
  await expect(
    page.locator('form[data-mode="travel_and_stay"]').getByRole('button', { name: 'Remove Paris, France' }),
  ).toBeVisible();
});

test('no serious axe violation with the destination dropdown open', async ({ page }) => {
  await openMode(page, 'travel_and_stay');
  const box = page.getByRole('combobox', { name: 'Going to' });
  await box.click();
  await box.pressSequentially('par', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Going to' })).toBeVisible();
  await box.press('ArrowDown');
  await expectNoSeriousA11yViolations(page);
});

test('widget mode shows the form alone and searches', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/search/trips/widgetsSearch/w1/a1#stay1'));
  await expect(page.locator('header')).toHaveCount(0);
  await pickWithKeyboard(page, 'City, area or hotel', 'lon', 'London, United Kingdom');
  await submitAndExpectOffers(page, { heading: 'Hotels', route: 'London', resultsIn: 'London' });
});
