import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { loadMessages } from '@/i18n/messages';

/** Renders with the real en-GB catalogue, as the app does. */
export function renderWithIntl(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="en-GB" messages={loadMessages('en-GB')} timeZone="Europe/London">
      {ui}
    </NextIntlClientProvider>,
  );
}
