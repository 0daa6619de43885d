/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

/** Counts its renders: hydration should take one. */
const counted = { renders: 0 };
function Counted() {
  counted.renders += 1;
  return <p>{useDisplayCurrency('GBP')}</p>;
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

  it('hydrates with one render when nothing is stored, as the server rendered it', async () => {
    // Another test's choice, then cleared: the cache must not keep a stale or a fresh empty object.
    act(() => {
      savePreferences({ country: 'NL', currency: 'EUR' });
    });
    localStorage.clear();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counted />);
    document.body.appendChild(container);
    counted.renders = 0;
    await act(async () => {
      hydrateRoot(container, <Counted />);
    });
    expect(container.textContent).toBe('GBP');
    expect(counted.renders).toBe(1);
    container.remove();
  });

  it('renders again after hydrating when the visitor had chosen a currency', async () => {
    localStorage.setItem('currency', 'EUR');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe('-/EUR/EUR');
    container.remove();
  });
});
