/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { MarkupFields } from './markup-fields';

/** The console's markups in the browser: the per-mode percentages, and the rules below them. */

type Config = Record<string, unknown>;
const LIVE: Config = {
  agency_details: { name: 'Meridian', details: { invoice_currency: 'EUR' } },
  pricing_configuration: { hotel: 1.08 },
  taxconfig_set: [],
};

function Harness({ problems = [], seen }: { problems?: string[]; seen: (c: Config) => void }) {
  const [draft, setDraft] = useState<Config>(LIVE);
  return (
    <MarkupFields
      draft={draft}
      live={LIVE}
      problems={problems}
      onChange={(next) => {
        seen(next);
        setDraft(next);
      }}
    />
  );
}

describe('MarkupFields: rules', () => {
  it('adds a rule, narrows it to Paris at 10 %, previews it live → draft, and removes it', () => {
    let last: Config = LIVE;
    renderWithIntl(<Harness seen={(c) => (last = c)} />);
    expect(screen.getByText('No rules yet: each mode’s percentage applies everywhere.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    const rule = within(screen.getByRole('group', { name: 'Rule 1' }));
    // A new rule changes nothing: hotels anywhere at the hotels' 8 %.
    expect(screen.getByTestId('markup-rule-price-0').textContent).toBe('€108.00 → €108.00');

    fireEvent.change(rule.getByLabelText('Destination'), { target: { value: 'Paris' } });
    fireEvent.change(rule.getByLabelText('Value'), { target: { value: '10' } });
    expect(last.markup_rules).toEqual([{ mode: 'hotel', destination: 'Paris', type: 'percent', value: 10 }]);
    expect(screen.getByTestId('markup-rule-price-0').textContent).toBe('€108.00 → €110.00');
    // The hotels' own percentage (no destination) keeps its price; its field is still "Hotels".
    expect(screen.getByTestId('markup-price-hotel').textContent).toBe('€108.00 → €108.00');
    expect((screen.getByLabelText('Hotels') as HTMLInputElement).value).toBe('8');

    fireEvent.change(rule.getByLabelText('Value'), { target: { value: 'ten' } });
    expect(rule.getByLabelText('Value').getAttribute('aria-invalid')).toBe('true');
    expect(rule.getByText('Enter a percentage such as 10 or 12.5.')).toBeTruthy();

    fireEvent.click(rule.getByRole('button', { name: 'Remove rule 1' }));
    expect(screen.queryByRole('group', { name: 'Rule 1' })).toBeNull();
    expect(last.markup_rules).toEqual([]);
  });

  it('a fixed amount shows its currency, the agency’s until changed', () => {
    let last: Config = LIVE;
    renderWithIntl(<Harness seen={(c) => (last = c)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    const rule = within(screen.getByRole('group', { name: 'Rule 1' }));
    expect(rule.queryByLabelText('Currency')).toBeNull();
    fireEvent.change(rule.getByLabelText('Type'), { target: { value: 'fixed' } });
    fireEvent.change(rule.getByLabelText('Value'), { target: { value: '5' } });
    expect((rule.getByLabelText('Currency') as HTMLInputElement).value).toBe('EUR');
    expect(last.markup_rules).toEqual([{ mode: 'hotel', type: 'fixed', value: 5, currency: 'EUR' }]);
    expect(screen.getByTestId('markup-rule-price-0').textContent).toBe('€108.00 → €105.00');
  });

  it("shows the server's problems with rule N on rule N, naming the field", () => {
    renderWithIntl(
      <Harness
        seen={() => undefined}
        problems={[
          'config.markup_rules.1.currency: A fixed markup needs its currency: an ISO 4217 code such as EUR',
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    expect(screen.queryByTestId('markup-rule-problems-0')).toBeNull();
    expect(screen.getByTestId('markup-rule-problems-1').textContent).toBe(
      'Currency: A fixed markup needs its currency: an ISO 4217 code such as EUR',
    );
  });
});
