/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from '@/lib/browser/site-scripts/consent';
import messages from '@/messages/en-GB/Consent.json';
import { ConsentSettingsLink, type ConsentText, SiteScripts } from './site-scripts';

const text: ConsentText = { ...messages, purposes: messages.purposes };
const scripts = [
  { provider: 'crisp', id: '7598bf86-9ebb-46bc-8c61-be8022bbb28a' },
  { provider: 'metaPixel', id: '123456789' },
] as const;

const loaded = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

function renderAll() {
  return render(
    <>
      <SiteScripts scripts={[...scripts]} purposes={['chat', 'advertising']} text={text} />
      <ConsentSettingsLink label={messages.settings} />
    </>,
  );
}

/** A visitor who answered earlier. */
const remember = (choices: Record<string, boolean>) =>
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ at: Date.now(), choices }));

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  for (const k of ['fbq', '_fbq', '$crisp', 'CRISP_WEBSITE_ID'])
    delete (window as unknown as Record<string, unknown>)[k];
});

it('asks first and loads nothing; a refusal is kept and the banner goes', () => {
  renderAll();
  const banner = screen.getByRole('region', { name: messages.title });
  expect(loaded()).toEqual([]);
  fireEvent.click(within(banner).getByRole('button', { name: messages.reject }));
  expect(screen.queryByRole('region', { name: messages.title })).toBeNull();
  expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}').choices).toEqual({
    chat: false,
    analytics: false,
    advertising: false,
  });
  expect(loaded()).toEqual([]);
});

it('the footer link reopens the choices; saving the chat alone loads the chat alone', () => {
  remember({ chat: false, analytics: false, advertising: false });
  renderAll();
  expect(screen.queryByRole('region', { name: messages.title })).toBeNull();
  act(() => fireEvent.click(screen.getByRole('button', { name: messages.settings })));
  const banner = screen.getByRole('region', { name: messages.title });
  // Only the purposes this site uses are offered.
  expect(within(banner).getAllByRole('checkbox')).toHaveLength(2);
  fireEvent.click(within(banner).getByRole('checkbox', { name: /Support chat/ }));
  fireEvent.click(within(banner).getByRole('button', { name: messages.save }));
  expect(loaded()).toEqual(['https://client.crisp.chat/l.js']);
});

it('a remembered acceptance loads everything without asking', () => {
  remember({ chat: true, analytics: true, advertising: true });
  renderAll();
  expect(screen.queryByRole('region', { name: messages.title })).toBeNull();
  expect(loaded()).toEqual([
    'https://client.crisp.chat/l.js',
    'https://connect.facebook.net/en_US/fbevents.js',
  ]);
});
