/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { loadMessages } from '@/i18n/messages';
import { REFERENCE_LISTS_PATH } from '@/lib/reference/browser-lists';
import { referenceListsForBrowser } from '@/lib/reference/browser-lists-server';
import { CountryCurrencyChip } from './country-currency-chip';
import { filterCurrencies } from './currency-filter';
import type { ChooserLists } from './types';

const lists: ChooserLists = {
  countries: [
    { code: 'IN', name: 'India', currency: 'INR' },
    { code: 'NL', name: 'Netherlands', currency: 'EUR' },
    { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
  ],
  currencies: [
    { code: 'EUR', name: 'Euro' },
    { code: 'INR', name: 'Indian Rupee' },
    { code: 'GBP', name: 'Pound Sterling' },
    { code: 'USD', name: 'US Dollar' },
  ],
};

function mockLocation(answer: unknown, ok = true) {
  global.fetch = jest.fn(async () => ({ ok, json: async () => answer })) as unknown as typeof fetch;
}

/** The site's reference lists as if already fetched (the chip fetches them when the dialog opens). */
const withLists = (node: React.ReactNode) => (
  <SWRConfig
    value={{
      provider: () => new Map(),
      fallback: { [REFERENCE_LISTS_PATH]: { chooser: lists, dialCodes: [] } },
    }}
  >
    {node}
  </SWRConfig>
);

const renderChip = () =>
  renderWithIntl(
    withLists(
      <CountryCurrencyChip agencyCountry="GB" agencyCurrency="GBP" label="Country GB, currency GBP" />,
    ),
  );
const chip = () => document.querySelector('[data-slot="country-currency"]') as HTMLElement;

describe('CountryCurrencyChip', () => {
  beforeEach(() => localStorage.clear());

  it('uses the stored choice without asking where the visitor is', () => {
    localStorage.setItem('country', 'IN');
    localStorage.setItem('currency', 'INR');
    mockLocation({ status: true, data: { country: 'NL', currency: 'EUR' } });
    renderChip();
    expect(chip()).toHaveTextContent('IN');
    expect(chip()).toHaveTextContent('INR');
    expect(global.fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Country IN, currency INR' })).toBeInTheDocument();
  });

  it('locates the visitor when nothing is stored, and stores the result', async () => {
    mockLocation({ status: true, data: { country: 'NL', currency: 'EUR' } });
    renderChip();
    await waitFor(() => expect(chip()).toHaveTextContent('EUR'));
    expect(chip()).toHaveTextContent('NL');
    expect(global.fetch).toHaveBeenCalledWith('/api/v1/visitor/location', expect.anything());
    expect(localStorage.getItem('country')).toBe('NL');
  });

  it("falls back to the agency's country and currency when the lookup fails", async () => {
    mockLocation({}, false);
    renderChip();
    await waitFor(() => expect(localStorage.getItem('currency')).toBe('GBP'));
    expect(chip()).toHaveTextContent('GB');
  });

  it('changing the country picks its currency; Save stores, Close does not', async () => {
    localStorage.setItem('country', 'GB');
    localStorage.setItem('currency', 'GBP');
    renderChip();
    fireEvent.click(chip());
    const dialog = screen.getByRole('dialog', { name: 'Country and currency' });
    fireEvent.change(within(dialog).getByLabelText('Traveler Nationality'), { target: { value: 'IN' } });
    expect(within(dialog).getByRole('button', { name: /Currency Indian Rupee \(INR\)/ })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem('country')).toBe('GB');

    fireEvent.click(chip());
    const again = screen.getByRole('dialog', { name: 'Country and currency' });
    fireEvent.change(within(again).getByLabelText('Traveler Nationality'), { target: { value: 'NL' } });
    act(() => {
      fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    });
    expect(localStorage.getItem('country')).toBe('NL');
    expect(localStorage.getItem('currency')).toBe('EUR');
    expect(chip()).toHaveTextContent('EUR');
  });

  it('the currency popover searches, picks with the keyboard, and Escape closes only the popover', () => {
    localStorage.setItem('country', 'GB');
    localStorage.setItem('currency', 'GBP');
    renderChip();
    fireEvent.click(chip());
    const dialog = screen.getByRole('dialog', { name: 'Country and currency' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Currency Pound Sterling \(GBP\)/ }));
    const search = within(dialog).getByRole('combobox', { name: 'Search currency' });
    const list = within(dialog).getByRole('listbox', { name: 'Currencies' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Euro (EUR)', 'Indian Rupee (INR)', 'Pound Sterling (GBP)', 'US Dollar (USD)']);
    fireEvent.change(search, { target: { value: 'dollar' } });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['US Dollar (USD)']);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(within(dialog).getByRole('button', { name: /US Dollar \(USD\)/ })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /US Dollar/ }));
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Search currency' }), { key: 'Escape' });
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('CountryCurrencyChip with the site’s currencies (get_currency)', () => {
  beforeEach(() => localStorage.clear());

  it('offers the currencies get_currency answers (a bare list, §3 fields), A–Z, not the reference list', async () => {
    localStorage.setItem('country', 'IN');
    localStorage.setItem('currency', 'INR');
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      asked.push(url);
      return {
        ok: true,
        json: async () => [
          { code: 'USD', name: 'US Dollar', conversion_factor: 0.012 },
          { code: 'INR', name: 'Indian Rupee', conversion_factor: 1 },
          { code: 'AED', name: 'UAE Dirham', conversion_factor: '0.044' },
        ],
      };
    }) as unknown as typeof fetch;
    renderWithIntl(
      withLists(
        <CountryCurrencyChip agencyCountry="IN" agencyCurrency="INR" label="Country IN, currency INR" />,
      ),
    );
    fireEvent.click(chip());
    const dialog = screen.getByRole('dialog', { name: 'Country and currency' });
    await waitFor(() => expect(asked).toContain('/api/get_currency'));
    fireEvent.click(await within(dialog).findByRole('button', { name: /Currency Indian Rupee \(INR\)/ }));
    const list = within(dialog).getByRole('listbox', { name: 'Currencies' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Indian Rupee (INR)', 'UAE Dirham (AED)', 'US Dollar (USD)']),
    );
  });
});

describe('CountryCurrencyChip reference lists', () => {
  beforeEach(() => localStorage.clear());

  it('fetches the dialog’s lists from the site only when the dialog opens', async () => {
    localStorage.setItem('country', 'GB');
    localStorage.setItem('currency', 'GBP');
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      asked.push(url);
      return {
        ok: true,
        json: async () => (url === REFERENCE_LISTS_PATH ? { chooser: lists, dialCodes: [] } : []),
      };
    }) as unknown as typeof fetch;
    renderWithIntl(
      <SWRConfig value={{ provider: () => new Map() }}>
        <CountryCurrencyChip agencyCountry="GB" agencyCurrency="GBP" label="Country GB, currency GBP" />
      </SWRConfig>,
    );
    expect(asked).not.toContain(REFERENCE_LISTS_PATH);
    fireEvent.click(chip());
    const dialog = await screen.findByRole('dialog', { name: 'Country and currency' });
    expect(asked).toContain(REFERENCE_LISTS_PATH);
    expect(within(dialog).getByRole('option', { name: 'India' })).toBeInTheDocument();
  });
});

describe('filterCurrencies', () => {
  it('matches name or code, folding case and accents, keeping the order', () => {
    expect(filterCurrencies(lists.currencies, 'RUP').map((c) => c.code)).toEqual(['INR']);
    expect(filterCurrencies(lists.currencies, 'eur').map((c) => c.code)).toEqual(['EUR']);
    expect(filterCurrencies(lists.currencies, '  ')).toHaveLength(4);
  });
});

describe('CountryCurrencyChip in French (issue 31: names in the visitor’s locale)', () => {
  beforeEach(() => localStorage.clear());

  const renderInFrench = (node: React.ReactNode) =>
    render(
      // The French catalogue arrives with the translators' branch; the names come from Intl, not it.
      <NextIntlClientProvider locale="fr-FR" messages={loadMessages('en-GB')} timeZone="Europe/Paris">
        {node}
      </NextIntlClientProvider>,
    );

  it('asks for the lists in fr-FR and shows the countries named and sorted in French', async () => {
    localStorage.setItem('country', 'GB');
    localStorage.setItem('currency', 'GBP');
    const asked: string[] = [];
    const french = referenceListsForBrowser('fr-FR');
    global.fetch = jest.fn(async (url: string) => {
      asked.push(url);
      // get_currency fails here: the dialog keeps the reference list's (French) currencies.
      return url.startsWith(REFERENCE_LISTS_PATH)
        ? { ok: true, json: async () => french }
        : { ok: false, json: async () => ({}) };
    }) as unknown as typeof fetch;
    renderInFrench(
      <SWRConfig value={{ provider: () => new Map() }}>
        <CountryCurrencyChip agencyCountry="GB" agencyCurrency="GBP" label="Pays GB, devise GBP" />
      </SWRConfig>,
    );
    fireEvent.click(chip());
    await waitFor(() => expect(asked).toContain('/reference-lists.json?locale=fr-FR'));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText('Traveler Nationality') as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Royaume-Uni');
    const names = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(names).toEqual(expect.arrayContaining(['Allemagne', 'États-Unis', 'Émirats arabes unis']));
    // French order: accents ignored ('Égypte' among the E words, not after Z).
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
    expect(names.indexOf('Allemagne')).toBeLessThan(names.indexOf('Royaume-Uni'));
    expect(within(dialog).getByRole('button', { name: /Livre sterling \(GBP\)/ })).toBeInTheDocument();
  });

  it('names get_currency’s currencies in French and sorts them so', async () => {
    localStorage.setItem('country', 'IN');
    localStorage.setItem('currency', 'INR');
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => [
        { code: 'USD', name: 'US Dollar', conversion_factor: 0.012 },
        { code: 'INR', name: 'Indian Rupee', conversion_factor: 1 },
        { code: 'AED', name: 'UAE Dirham', conversion_factor: '0.044' },
      ],
    })) as unknown as typeof fetch;
    renderInFrench(
      <SWRConfig
        value={{
          provider: () => new Map(),
          fallback: { '/reference-lists.json?locale=fr-FR': { chooser: lists, dialCodes: [] } },
        }}
      >
        <CountryCurrencyChip agencyCountry="IN" agencyCurrency="INR" label="Pays IN, devise INR" />
      </SWRConfig>,
    );
    fireEvent.click(chip());
    const dialog = screen.getByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /Roupie indienne \(INR\)/ }));
    const list = within(dialog).getByRole('listbox', { name: 'Currencies' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Dirham des Émirats arabes unis (AED)',
      'Dollar des États-Unis (USD)',
      'Roupie indienne (INR)',
    ]);
  });
});
