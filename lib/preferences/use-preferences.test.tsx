/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { savePreferences, useDisplayCurrency, useVisitorPreferences } from './use-preferences';

function Probe() {
  const { country, currency } = useVisitorPreferences();
  const shown = useDisplayCurrency('GBP');
  return (
    <p>
      {country ?? '-'}/{currency ?? '-'}/{shown}
    </p>
  );
}

describe('useVisitorPreferences', () => {
  beforeEach(() => localStorage.clear());

  it('falls back to the agency currency until the visitor chooses, then updates every reader', () => {
    render(<Probe />);
    expect(screen.getByText('-/-/GBP')).toBeInTheDocument();
    act(() => {
      savePreferences({ country: 'NL', currency: 'EUR' });
    });
    expect(screen.getByText('NL/EUR/EUR')).toBeInTheDocument();
    expect(localStorage.getItem('currency')).toBe('EUR');
  });

  it('follows a change made in another tab (storage event)', () => {
    render(<Probe />);
    act(() => {
      localStorage.setItem('country', 'IN');
      localStorage.setItem('currency', 'INR');
      window.dispatchEvent(new StorageEvent('storage', { key: 'currency' }));
    });
    expect(screen.getByText('IN/INR/INR')).toBeInTheDocument();
  });
});
