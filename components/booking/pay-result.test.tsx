/** @jest-environment jsdom */
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadMessages } from '@/i18n/messages';
import { payFailureMessage, payFailurePath, payitFailureTarget } from './pay-failure-path';
import { PayResult } from './pay-result';

const DECLINED = 'Your card was declined.';

describe('payit and pay-failure: a declined traveller is told why (issue 26, spec §2 §4)', () => {
  it('payit sends any result other than CAPTURED to pay-failure with the gateway’s msg', () => {
    expect(payitFailureTarget({ result: 'FAILED', msg: DECLINED })).toBe(
      `/pay-failure?msg=${encodeURIComponent(DECLINED)}`,
    );
    expect(payitFailureTarget({ result: 'CANCELLED' })).toBe('/pay-failure');
    expect(payitFailureTarget({})).toBe('/pay-failure');
    // A capture is for save_payment to confirm, never the query's word.
    expect(payitFailureTarget({ result: 'CAPTURED', msg: 'x' })).toBeNull();
    expect(payFailurePath(` ${'a'.repeat(400)} `)).toBe(`/pay-failure?msg=${'a'.repeat(300)}`);
  });

  it('pay-failure shows the msg in the page as the server sends it, before any script runs', () => {
    const query = Object.fromEntries(
      new URL(`http://x${payitFailureTarget({ result: 'FAILED', msg: DECLINED })}`).searchParams,
    );
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en-GB" messages={loadMessages('en-GB')} timeZone="Europe/London">
        <PayResult ok={false} msg={payFailureMessage(query)} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('Payment Failed');
    expect(html).toContain(DECLINED);
    expect(html).toContain(
      'Please standby as we are processing the status. Do not close this browser window.',
    );
  });
});
