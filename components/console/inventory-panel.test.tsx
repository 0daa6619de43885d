/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { InventoryPanel } from './inventory-panel';

/**
 * The console's inventory panel (issue 32 item 5): the chosen file's text is sent as the body of the
 * kind's upload; a refusal lists the server's per-row report; a success says how many rows and
 * shows what is on sale again.
 */

const onSale = (hotels: number) => ({
  success: true,
  data: {
    counts: { hotels, room_types: 0, rates: 0 },
    hotels:
      hotels > 0
        ? [{ code: 'ACME-POR-1', name: 'Ribeira Riverside Hotel', city: 'Porto', stars: 4, room_types: 2 }]
        : [],
    hotels_truncated: false,
  },
});

/** jsdom's Blob has no text(): read it as the browser's FileReader does. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function fakeServer(upload: { status: number; body: unknown }) {
  const sent: { path: string; type: string | undefined; body: string }[] = [];
  let hotels = 0;
  global.fetch = jest.fn(
    async (input: string, init?: { method?: string; headers?: Record<string, string>; body?: Blob }) => {
      const path = new URL(input, 'http://demo.test').pathname;
      if (init?.method === 'POST') {
        sent.push({
          path,
          type: init.headers?.['content-type'],
          body: init.body ? await textOf(init.body) : '',
        });
        if (upload.status === 200) hotels = 1;
        return { ok: upload.status < 400, status: upload.status, json: async () => upload.body };
      }
      return { ok: true, status: 200, json: async () => onSale(hotels) };
    },
  ) as unknown as typeof fetch;
  return sent;
}

const choose = (text: string) => {
  const file = new File([text], 'hotels.csv', { type: 'text/csv' });
  Object.defineProperty(file, 'text', { value: () => textOf(file) });
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
};

describe('InventoryPanel', () => {
  it('uploads the chosen file as the kind’s CSV and shows the new count and hotel', async () => {
    const sent = fakeServer({ status: 200, body: { success: true, data: { imported: 1 } } });
    renderWithIntl(<InventoryPanel />);
    expect(await screen.findByText('No hotels yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('What the file holds'), { target: { value: 'room_types' } });
    choose('code,name\nX,Y\n');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 row imported');
    expect(sent).toEqual([
      { path: '/api/api/console/inventory/room_types', type: 'text/csv', body: 'code,name\nX,Y\n' },
    ]);
    const table = await screen.findByRole('table', { name: 'Hotels' });
    expect(within(table).getByRole('rowheader', { name: 'Ribeira Riverside Hotel' })).toBeInTheDocument();
  });

  it('lists each refused row in an alert, with the columns the kind takes', async () => {
    fakeServer({
      status: 400,
      body: {
        data: null,
        message: 'line 3, column stars: must be 0–5',
        errors: {
          code: 'invalid_inventory',
          message: 'line 3, column stars: must be 0–5',
          report: [
            'line 3, column stars: must be 0–5',
            'line 4, column lat: must be a number from -90 to 90',
          ],
          rows: [],
          columns: ['code', 'name', 'stars'],
        },
      },
    });
    renderWithIntl(<InventoryPanel />);
    await screen.findByText('No hotels yet.');
    choose('code,name,stars\n');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: 2 problems to correct.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['line 3, column stars: must be 0–5', 'line 4, column lat: must be a number from -90 to 90']);
    expect(alert).toHaveTextContent('Columns this kind of file takes: code, name, stars');
  });

  it('asks for a file before sending anything', async () => {
    const sent = fakeServer({ status: 200, body: { success: true, data: { imported: 1 } } });
    renderWithIntl(<InventoryPanel />);
    await screen.findByText('No hotels yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Choose a CSV file to upload.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
