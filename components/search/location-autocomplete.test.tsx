/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import type { TAutocompleteItem } from '@/lib/contract/search';
import type { AutocompleteType } from '@/lib/search/form/autocomplete-rules';
import { LocationAutocomplete } from './location-autocomplete';

const items = (names: string[], extra: Partial<TAutocompleteItem> = {}) =>
  names.map((name) => ({ name, id: name.toLowerCase(), type: 'location', geo_type: 'City', ...extra }));

let answer: unknown = { data: [] };
const fetchMock = jest.fn(async (_url: string) => ({ ok: true, status: 200, json: async () => answer }));

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

function Harness({
  type = 'destination' as AutocompleteType,
  agencyId = null as number | null,
  hideLastTwo = false,
}) {
  const [tags, setTags] = useState<TAutocompleteItem[]>([]);
  return (
    <LocationAutocomplete
      id="f"
      label="Going to"
      type={type}
      searchMode={1}
      tags={tags}
      onTagsChange={setTags}
      agencyId={agencyId}
      hideLastTwoOptions={hideLastTwo}
      currency="GBP"
      resetOnRemove
    />
  );
}

async function typeAndWait(text: string) {
  const input = screen.getByRole('combobox');
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(500);
  });
  await act(async () => {});
  return input;
}

describe('LocationAutocomplete', () => {
  it('searches once after 500 ms of a changed non-empty text, with agency_id only when given', async () => {
    answer = { data: items(['Paris, France']) };
    renderWithIntl(<Harness agencyId={220} />);
    const input = screen.getByRole('combobox', { name: 'Going to' });
    expect(input).toHaveAttribute('placeholder', 'Pick a location');
    fireEvent.change(input, { target: { value: 'pa' } });
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'par' } });
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(fetchMock.mock.calls[0]?.[0] as string, 'http://x');
    expect(url.pathname).toBe('/api/auto_complete');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      text: 'par',
      mode: '1',
      currency: 'GBP',
      agency_id: '220',
    });
    fireEvent.change(input, { target: { value: 'par ' } });
    await act(async () => {
      jest.advanceTimersByTime(600);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('picks with the keyboard, refuses duplicates, and removing a tag empties the input', async () => {
    answer = { data: items(['Paris, France', 'Parma, Italy']) };
    renderWithIntl(<Harness />);
    const input = await typeAndWait('par');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'End' });
    expect(input.getAttribute('aria-activedescendant')).toBe('f-opt-1');
    fireEvent.keyDown(input, { key: 'Home' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Remove Paris, France' })).toBeInTheDocument();
    expect(input).toHaveValue('');
    await typeAndWait('pari');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Paris, France' }));
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(input).toHaveValue('');
  });

  it('shows the empty texts verbatim', async () => {
    answer = { data: [] };
    renderWithIntl(<Harness />);
    await typeAndWait('zzz');
    expect(screen.getByText('Destination not found!')).toBeInTheDocument();
    expect(screen.getByText('We’re expanding our offerings to add more places soon..')).toBeInTheDocument();
  });

  it('activity lists: sticky local search entry, first item skipped, unpaid items disabled, text restored on removal', async () => {
    answer = {
      data: [
        ...items(['echo']),
        ...items(['Louvre tour'], { geo_type: 'Activity', price: 25, currency: 'EUR', type: 'activity' }),
        ...items(['Nowhere'], { has_paid_activities: false }),
      ],
    };
    renderWithIntl(<Harness type="activity" />);
    const input = await typeAndWait('louvre');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Search "louvre" in all activities',
      'Louvre tourEUR 25',
      'NowhereCity',
    ]);
    expect(options[2]).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(options[2] as HTMLElement);
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove louvre' }));
    expect(input).toHaveValue('louvre');
  });

  it('hides the last two filter options for hideLastTwoDropdownOptions', async () => {
    answer = { data: items(['Paris, France']) };
    renderWithIntl(<Harness hideLastTwo />);
    await typeAndWait('par');
    expect(screen.getByRole('button', { name: 'Continent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Region' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Country' })).toBeNull();
  });
});
