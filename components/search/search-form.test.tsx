/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { addDays } from '@/lib/dates/calendar';
import { DEFAULT_START_IN_DAYS, isoDate } from '@/lib/search/form/form-model';
import { SearchForm } from './search-form';

const settings = {
  style: 'new' as const,
  autofocus: false,
  autocompleteAgencyId: null,
  hideLastTwoOptions: false,
};
const form = (mode: 'drive' | 'transfer') =>
  renderWithIntl(
    <SearchForm mode={mode} modeLabel={mode} currency="GBP" settings={settings} initialDestination={null} />,
  );

describe('SearchForm second date', () => {
  it('asks a car hire for its drop-off date, not before the pick-up', () => {
    form('drive');
    const start = isoDate(dayjs().add(DEFAULT_START_IN_DAYS, 'day'));
    const dropOff = screen.getByLabelText('Drop-off date');
    expect(dropOff).toHaveValue(addDays(start, 7));
    expect(dropOff).toHaveAttribute('min', start);
    fireEvent.change(screen.getByLabelText('Pick-up date'), { target: { value: addDays(start, 2) } });
    expect(screen.getByLabelText('Drop-off date')).toHaveAttribute('min', addDays(start, 2));
  });

  it('asks a transfer for one date only', () => {
    form('transfer');
    expect(screen.getByLabelText('Pick-up date')).toBeInTheDocument();
    expect(screen.queryByLabelText('Drop-off date')).toBeNull();
  });
});

describe('SearchForm errors', () => {
  it('names what is missing with the texts loaded beside the schema', async () => {
    const { container } = form('transfer');
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    // The schema and the texts are a lazy import: the first one in a test run compiles them.
    expect(
      await screen.findByText('Please check the highlighted fields', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Please pick a place from the list').length).toBeGreaterThan(0);
  });
});
