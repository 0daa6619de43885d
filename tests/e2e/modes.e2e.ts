import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatDisplayDate } from '@/lib/dates';
import { signInContext } from './support';
import { avoidSunday, openMode, pick, search, totals } from './support/search-form';

/**
 * Issue 15: every search mode answers with results of its own kind on the demo site. Each test
 * searches from the home form, checks the results are of that kind and match the query (route,
 * dates, party), filters and sorts them, opens one, and starts its booking (signed in: the
 * travellers of the searched party, then the payment hand-off).
 */

const CONSUMER = { email: 'consumer@wanderlight.example', password: 'Wanderlight-demo-1' };

test.beforeEach(async ({ page, context, request }) => {
  await page.addInitScript(() => {
    const id = 'e2e-session';
    sessionStorage.setItem('itinera.browserSession', id);
    localStorage.setItem('splFareTipReminded', id);
  });
  await signInContext(context, request, 'demo', CONSUMER.email, CONSUMER.password);
});

/** Book on the first card: the travellers of the party, then Continue reaches the gateway's page. */
async function startBooking(page: Page, card: Locator, adults: number) {
  await card.getByRole('button', { name: 'Book', exact: true }).click();
  for (let i = 1; i <= adults; i++) {
    const group = card.getByRole('group', { name: `Adult ${i}` });
    await group.getByLabel('First name').fill(`Ada${i}`);
    await group.getByLabel('Last name').fill('Lovelace');
  }
  await expect(card.getByTestId('book-total')).toBeVisible();
  await card.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 30_000 });
}

test('hotels: Paris stays with the nights asked, by stars, meals and free cancellation, sorted, booked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const form = await openMode(page, 'stay1');
  await pick(page, form.getByRole('combobox', { name: 'City, area or hotel' }), 'par', /^Paris, France/);
  const body = await search(page, 'Hotels');
  const checkOut = new Date(`${body.start_date}T00:00:00Z`);
  checkOut.setUTCDate(checkOut.getUTCDate() + body.nights[0]);
  await expect(page.getByTestId('results-summary')).toHaveText(
    `Paris · ${formatDisplayDate(body.start_date)} · check-out ${formatDisplayDate(checkOut.toISOString().slice(0, 10))} · 2 adults`,
  );
  const cards = page.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible();
  for (const text of (await cardsText(page)).slice(0, 8)) expect(text).toMatch(/km from Paris/);
  const prices = await totals(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  const all = await cards.count();
  await page.getByRole('checkbox', { name: 'Free cancellation' }).check();
  const free = await cards.count();
  expect(free).toBeGreaterThan(0);
  expect(free).toBeLessThan(all);
  for (const text of await cardsText(page)) expect(text).toContain('Free cancellation until');
  await page.getByRole('checkbox', { name: 'Bed & breakfast' }).check();
  for (const text of await cardsText(page)) expect(text).toContain('Bed & breakfast');
  await page.getByTestId('results-sort').selectOption('stars');
  const first = cards.first();
  await first.getByRole('button', { name: 'Details' }).click();
  await expect(first.getByText('Check-out', { exact: true })).toBeVisible();
  await startBooking(page, first, 2);
});

test('flights: one-way, return and multi-city results, filtered, sorted, opened and booked', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Return London ⇄ Rome.
  const form = await openMode(page, 'travel');
  await pick(page, form.getByRole('combobox', { name: 'Flying from' }), 'lon', 'London, United Kingdom');
  await pick(page, form.getByRole('combobox', { name: 'Flying to' }), 'rom', /^Rome, Italy/);
  const body = await search(page, 'Flights');
  expect(body.flightMode).toBe('return');
  await expect(page.getByTestId('results-summary')).toHaveText(
    `London → Rome · ${formatDisplayDate(body.start_date)} · return ${formatDisplayDate(body.return_date)} · 2 adults`,
  );
  const cards = page.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 5)) {
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('London ⇄ Rome');
    await expect(card.getByTestId('offer-segment')).toHaveCount(2);
  }
  const all = await cards.count();

  // Sorted by price by default; by departure on request.
  const prices = await totals(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await page.getByTestId('results-sort').selectOption('depart');
  // Only free cancellation: every card left says so.
  await page.getByRole('checkbox', { name: 'Free cancellation' }).check();
  await expect(page.getByText(new RegExp(`^\\d+ of ${all} shown$`))).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Free cancellation until');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(cards).toHaveCount(all);

  // Open one: its fare details.
  const first = cards.first();
  await first.getByRole('button', { name: 'Details' }).click();
  await expect(first.getByText('Baggage')).toBeVisible();
  await startBooking(page, first, 2);

  // One-way: one segment each, and a different result set.
  const oneWay = await openMode(page, 'travel');
  await oneWay.getByLabel('One way').check();
  await pick(page, oneWay.getByRole('combobox', { name: 'Flying from' }), 'lon', 'London, United Kingdom');
  await pick(page, oneWay.getByRole('combobox', { name: 'Flying to' }), 'rom', /^Rome, Italy/);
  await search(page, 'Flights');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 5))
    await expect(card.getByTestId('offer-segment')).toHaveCount(1);

  // Multi-city: London → Rome, then Rome → Paris.
  const multi = await openMode(page, 'travel');
  await multi.getByLabel('Multi-city').check();
  const combos = multi.getByRole('combobox');
  await pick(page, combos.nth(0), 'lon', 'London, United Kingdom');
  await pick(page, combos.nth(1), 'rom', /^Rome, Italy/);
  await pick(page, combos.nth(2), 'rom', /^Rome, Italy/);
  await pick(page, combos.nth(3), 'par', 'Paris, France');
  await search(page, 'Flights');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('London → Rome → Paris');
});

/** Each card's text, to check a filter kept only what it names. */
const cardsText = async (page: Page) => page.getByTestId('offer-card').allTextContents();

test('self-drive: cars from London returned in Paris, filtered by transmission, sorted, booked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const form = await openMode(page, 'drive');
  await pick(page, form.getByRole('combobox', { name: 'Pick-up' }), 'lon', 'London, United Kingdom');
  await pick(page, form.getByRole('combobox', { name: 'Drop-off' }), 'par', 'Paris, France');
  const body = await search(page, 'Self-drive cars');
  expect(body.return_date).toBeTruthy();
  await expect(page.getByTestId('results-summary')).toHaveText(
    `London → Paris · ${formatDisplayDate(body.start_date)} · drop-off ${formatDisplayDate(body.return_date)} · 2 adults`,
  );
  const cards = page.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cardsText(page)) expect(text).toContain('One-way drop-off in Paris');
  await page.getByRole('checkbox', { name: 'Manual' }).check();
  for (const text of await cardsText(page)) expect(text).toContain('Manual');
  await page.getByTestId('results-sort').selectOption('seats');
  const first = cards.first();
  await first.getByRole('button', { name: 'Details' }).click();
  await expect(first.getByText('Pick-up location')).toBeVisible();
  await startBooking(page, first, 2);
});

test('trains: London to Paris by class and time, and rail passes for the same trip', async ({ page }) => {
  test.setTimeout(120_000);
  const form = await openMode(page, 'rail');
  await pick(page, form.getByRole('combobox', { name: 'Travelling from' }), 'pancras', /^London St Pancras/);
  await pick(
    page,
    form.getByRole('combobox', { name: 'Travelling to' }),
    'gare du nord',
    /^Paris Gare du Nord/,
  );
  const body = await search(page, 'Trains');
  await expect(page.getByTestId('results-summary')).toContainText(formatDisplayDate(body.start_date));
  const cards = page.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 6)) {
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('London → Paris');
    await expect(card.getByTestId('offer-segment')).toContainText(formatDisplayDate(body.start_date));
  }
  // The mode's other kind, a tab away: passes covering the journey's countries.
  const trains = page.url();
  await page.getByRole('link', { name: 'Rail passes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rail passes');
  await expect(cards.first()).toBeVisible();
  for (const text of await cardsText(page)) expect(text).toMatch(/France|Europe|Britain|United Kingdom/);

  await page.goto(trains);
  await expect(cards.first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'First class' }).check();
  for (const text of await cardsText(page)) expect(text).toContain('First');
  await page.getByTestId('results-sort').selectOption('depart');
  await startBooking(page, cards.first(), 2);
});

test('ferries: Piraeus to Santorini by ticket type, sorted, booked', async ({ page }) => {
  test.setTimeout(120_000);
  const form = await openMode(page, 'ferry');
  await pick(page, form.getByRole('combobox', { name: 'Sailing from' }), 'pir', /^Piraeus/);
  await pick(page, form.getByRole('combobox', { name: 'Sailing to' }), 'santorini', /^Santorini/);
  await avoidSunday(form);
  await search(page, 'Ferries');
  const cards = page.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all())
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('Athens → Santorini');
  await page.getByRole('checkbox', { name: 'Deck' }).check();
  for (const text of await cardsText(page)) expect(text).toContain('Deck passage');
  await page.getByTestId('results-sort').selectOption('depart');
  await startBooking(page, cards.first(), 2);
});

test('activities: a picked activity and the city around it, by time of day, sorted, booked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const form = await openMode(page, 'activity');
  await pick(
    page,
    form.getByRole('combobox', { name: 'Activity or place' }),
    'paris',
    /^Paris Old Town Walking Tour/,
  );
  const body = await search(page, 'Activities');
  await expect(page.getByTestId('results-summary')).toHaveText(
    `Paris Old Town Walking Tour · ${formatDisplayDate(body.start_date)} · 2 adults`,
  );
  const cards = page.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible();
  for (const text of (await cardsText(page)).slice(0, 8)) expect(text).toContain('Paris');
  const all = await cards.count();
  await page.getByRole('checkbox', { name: /^Morning/ }).check();
  const morning = await cards.count();
  expect(morning).toBeGreaterThan(0);
  expect(morning).toBeLessThan(all);
  await page.getByTestId('results-sort').selectOption('duration');
  const first = cards.first();
  await first.getByRole('button', { name: 'Details' }).click();
  await expect(first.getByText('Meeting point')).toBeVisible();
  await startBooking(page, first, 2);
});

test('transfers: from a Paris hotel to the city’s stations and airports, by vehicle, booked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const form = await openMode(page, 'transfer');
  await pick(page, form.getByRole('combobox', { name: 'Pick-up' }), 'par', /^Paris Central Rooms/);
  await pick(page, form.getByRole('combobox', { name: 'Drop-off' }), 'par', /^Paris, France/);
  await search(page, 'Transfers');
  await expect(page.getByTestId('results-summary')).toContainText('Paris Central Rooms → Paris');
  const cards = page.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cardsText(page)) expect(text).toContain('Paris Central Rooms →');
  await page.getByRole('checkbox', { name: 'Executive' }).check();
  for (const text of await cardsText(page)) expect(text).toContain('Executive');
  await page.getByTestId('results-sort').selectOption('price');
  await startBooking(page, cards.first(), 2);
});
