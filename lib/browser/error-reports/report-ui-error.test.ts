/** @jest-environment jsdom */

import { reportUiError, uiErrorReport } from './report-ui-error';
import { REPORTED_COUNT_KEY } from './session-cap';

describe('uiErrorReport', () => {
  it("carries the boundary, page path, error and Next's digest on the ui-errors channel", () => {
    const error = Object.assign(new TypeError('x is undefined'), { digest: '4242' });
    expect(uiErrorReport('site/error', error, '/search/trips')).toEqual({
      channel: 'ui-errors',
      subject: 'UI error on /search/trips',
      message: 'TypeError: x is undefined\npage: /search/trips\nboundary: site/error\ndigest: 4242',
    });
  });

  it('reports something thrown that is not an Error, and clips a long message to the limit', () => {
    expect(uiErrorReport('app/error', 'plain', '/').message).toBe(
      'Error: plain\npage: /\nboundary: app/error',
    );
    expect(uiErrorReport('app/error', new Error('m'.repeat(5000)), '/').message).toHaveLength(2000);
  });
});

describe('reportUiError', () => {
  const fetchMock = jest.fn(async (_url: string) => ({
    ok: true,
    status: 200,
    json: async () => ({ success: true }),
  }));
  beforeEach(() => {
    window.sessionStorage.clear();
    fetchMock.mockClear();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    window.history.replaceState(null, '', '/search/trips?email=ann@example.com');
  });

  it('sends the first 3 UI errors of the session to send_to_slack/ and not the 4th', () => {
    for (let i = 0; i < 5; i++) reportUiError('site/error', new Error(`boom ${i}`));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://demo.localhost');
    expect(url.pathname).toBe('/api/send_to_slack/');
    expect(url.searchParams.get('channel')).toBe('ui-errors');
    expect(url.searchParams.get('message')).toContain('boom 0');
    // The path only: the query may hold what the visitor typed.
    expect(url.searchParams.get('message')).not.toContain('ann@example.com');
    expect(window.sessionStorage.getItem(REPORTED_COUNT_KEY)).toBe('3');
  });

  it('reports the same error once, however often its boundary renders', () => {
    const error = new Error('once');
    reportUiError('site/error', error);
    reportUiError('site/error', error);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(REPORTED_COUNT_KEY)).toBe('1');
  });

  it('starts again in a new session', () => {
    window.sessionStorage.setItem(REPORTED_COUNT_KEY, '3');
    reportUiError('app/error', new Error('late'));
    expect(fetchMock).not.toHaveBeenCalled();
    window.sessionStorage.clear();
    reportUiError('app/error', new Error('fresh'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
