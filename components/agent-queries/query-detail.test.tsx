/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { fakeApi } from '@/components/planner/test-api';
import type { TAgentQueryData } from '@/lib/contract/agent-queries';
import { QueryDetail } from './query-detail';

const data = (version: number, hotels: string[] = [], savedBy: string | null = null): TAgentQueryData => ({
  query: {
    lead_id: 'L1',
    status: 'quoted',
    package_id: 'P1',
    title: 'Paris & Rome',
    travel_date: '2027-05-10',
    destinations: ['Paris, France', 'Rome, Italy'],
    customer: { id: null, name: 'Ada Lovelace', email: 'ada@example.com' },
    agent: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
  },
  options: {
    hotels: [
      { code: 'PAR-1', name: 'Hotel Lutetia', city: 'Paris, France', nights: 3 },
      { code: 'ROM-1', name: 'Hotel Roma', city: 'Rome, Italy', nights: 4 },
    ],
    items: [{ id: 'd1-leg', day: 1, kind: 'leg', title: 'Flight to Paris', city: 'Paris, France' }],
  },
  quotation: { quotation_id: 'Q1', opp_id: 'OPP-1001-000001', accepted_at: null },
  selections: {
    hotel_codes: hotels,
    item_ids: [],
    note: null,
    version,
    saved_by: savedBy,
    saved_at: savedBy ? '2026-11-02T10:00:00.000Z' : null,
  },
});

describe('QueryDetail (one agent query opened)', () => {
  it('saves the ticked options in trip order with the version it read', async () => {
    const api = fakeApi({
      'GET fetch_data_for_agent_query': () => ({ body: data(0) }),
      'POST save_agent_selections': (body) => ({
        body: {
          success: true,
          data: { ...data(1, ['ROM-1'], 'Mona Manager').selections, ...(body as object) },
        },
      }),
    });
    renderWithIntl(<QueryDetail leadId="L1" onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Hotel Roma/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Flight to Paris/ }));
    fireEvent.change(screen.getByLabelText('Note for the customer'), { target: { value: ' Quiet rooms ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save selections' }));
    expect(await screen.findByText('Selections saved.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      lead_id: 'L1',
      version: 0,
      hotel_codes: ['ROM-1'],
      item_ids: ['d1-leg'],
      note: 'Quiet rooms',
    });
  });

  it('on a concurrent save (409) shows the other agent’s selections and says so', async () => {
    let reads = 0;
    fakeApi({
      'GET fetch_data_for_agent_query': () => {
        reads += 1;
        return { body: reads === 1 ? data(0) : data(1, ['PAR-1'], 'Mona Manager') };
      },
      'POST save_agent_selections': () => ({ status: 409, body: { message: 'conflict' } }),
    });
    renderWithIntl(<QueryDetail leadId="L1" onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Hotel Roma/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save selections' }));
    expect(await screen.findByText(/Someone else saved this query meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Hotel Lutetia/ })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: /Hotel Roma/ })).not.toBeChecked();
    expect(screen.getByText('Last saved by Mona Manager')).toBeInTheDocument();
  });
});
