/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import type { TBooking } from '@/lib/contract/booking';
import { BookingDocuments } from './booking-documents';

const booking = (status: string) => ({ id: 'b-1', status }) as unknown as TBooking;

const VOUCHERS = [
  {
    id: 'v1',
    kind: 'booking',
    file_name: 'voucher-BK-1.pdf',
    voucher_url: '/api/api/booking/voucher?booking_id=b-1',
    note: null,
    status: 'confirmed',
  },
  {
    id: 'v2',
    kind: 'attached',
    file_name: 'Hotel.pdf',
    voucher_url: 'https://supplier.example/h.pdf',
    note: 'Show at check-in',
    status: 'generated',
  },
  {
    id: 'v3',
    kind: 'attached',
    file_name: 'Transfer.pdf',
    voucher_url: 'https://supplier.example/t.pdf',
    note: null,
    status: 'generated',
  },
];
const NOTES = [
  {
    id: 'n1',
    number: 'CN-000007',
    amount: { amount: 300_000, currency: 'GBP' },
    tax: { amount: 0, currency: 'GBP' },
    issued_at: '2027-01-05T10:00:00.000Z',
    file_name: 'credit-note-CN-000007.pdf',
    url: '/api/api/booking/credit-note?booking_id=b-1&credit_note_id=n1',
  },
];

/** What fetch answers (jsdom has no Response): the shape callApi reads. */
const answer = (data: unknown) =>
  ({ ok: true, status: 200, json: async () => ({ success: true, data }) }) as unknown as Response;

beforeEach(() => {
  global.fetch = jest.fn(async (url: RequestInfo | URL) =>
    answer(String(url).includes('credit-note-list') ? [] : VOUCHERS),
  ) as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe('BookingDocuments', () => {
  it('lists the vouchers and downloads them all one after another, 500 ms apart', async () => {
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderWithIntl(<BookingDocuments booking={booking('confirmed')} />);
    expect(await screen.findByRole('link', { name: 'Download voucher' })).toHaveAttribute(
      'href',
      '/api/api/booking/voucher?booking_id=b-1',
    );
    expect(screen.getByRole('link', { name: 'Hotel.pdf' })).toHaveAttribute(
      'href',
      'https://supplier.example/h.pdf',
    );
    expect(screen.getByText('Show at check-in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download invoice' })).toBeInTheDocument();

    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Download all' }));
    expect(clicked).toEqual(['voucher-BK-1.pdf']);
    act(() => jest.advanceTimersByTime(499));
    expect(clicked).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(clicked).toEqual(['voucher-BK-1.pdf', 'Hotel.pdf']);
    act(() => jest.advanceTimersByTime(500));
    expect(clicked).toEqual(['voucher-BK-1.pdf', 'Hotel.pdf', 'Transfer.pdf']);
    click.mockRestore();
  });

  it('shows the credit notes of a cancelled booking, and no vouchers', async () => {
    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      answer(String(url).includes('credit-note-list') ? NOTES : VOUCHERS),
    ) as typeof fetch;
    renderWithIntl(<BookingDocuments booking={booking('cancelled')} />);
    const link = await screen.findByRole('link', { name: 'CN-000007: £3,000.00' });
    expect(link).toHaveAttribute('href', NOTES[0]?.url);
    expect(screen.queryByRole('link', { name: 'Download voucher' })).not.toBeInTheDocument();
    expect((global.fetch as jest.Mock).mock.calls.map(([u]) => String(u))).toEqual([
      '/api/api/booking/credit-note-list?booking_id=b-1',
    ]);
  });
});
