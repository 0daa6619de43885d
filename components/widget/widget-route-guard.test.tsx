/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { WIDGET_SESSION_KEY } from '@/lib/shell/widget-mode';
import { WidgetRouteGuard } from './widget-route-guard';
import { WidgetSessionMarker } from './widget-session-marker';

const mockPathname = jest.fn<string, []>();
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname() }));

// jsdom's window.top can't be replaced: the frame check is the one seam faked here.
const mockFramed = jest.fn<boolean, []>(() => false);
jest.mock('./widget-session', () => ({
  ...jest.requireActual('./widget-session'),
  isFramed: () => mockFramed(),
}));
const setFramed = (framed: boolean) => mockFramed.mockReturnValue(framed);

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  mockPathname.mockReturnValue(path);
  return renderWithIntl(
    <WidgetRouteGuard tenant="demo">
      <p>Page content</p>
    </WidgetRouteGuard>,
  );
}

const widgetSession = () =>
  sessionStorage.setItem(WIDGET_SESSION_KEY, JSON.stringify({ widgetId: 'w1', appId: 'a1' }));

/** Stands for a page whose mount has side effects (the payment hand-off submits a form). */
const handOffEffect = jest.fn();
function PaymentHandOff() {
  useEffect(handOffEffect, []);
  return null;
}

describe('WidgetRouteGuard', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => setFramed(false));

  it.each(['/about_us', '/make-payment/1/2', '/pay-success', '/payit', '/contact-us'])(
    'replaces %s inside the widget frame with the message and a new-tab link',
    async (path) => {
      setFramed(true);
      widgetSession();
      renderAt(path);
      expect(
        await screen.findByRole('heading', { name: 'Not available in this widget' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Page content')).toBeNull();
      const open = screen.getByRole('link', { name: /Open in a new tab/ });
      expect(open).toHaveAttribute('target', '_blank');
      expect(open).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(open).toHaveAttribute('href', `http://localhost${path}`);
      expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search/trips');
    },
  );

  it("never mounts a disabled page's content (its effects, e.g. a payment hand-off, don't run)", () => {
    setFramed(true);
    widgetSession();
    mockPathname.mockReturnValue('/make-payment/1/2');
    handOffEffect.mockClear();
    renderWithIntl(
      <WidgetRouteGuard tenant="demo">
        <PaymentHandOff />
      </WidgetRouteGuard>,
    );
    expect(handOffEffect).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Not available in this widget' })).toBeInTheDocument();
  });

  it('keeps the search routes inside the widget frame', async () => {
    setFramed(true);
    widgetSession();
    renderAt('/search/trips');
    await act(async () => {});
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('leaves every page alone when not framed, or framed without a widget session', async () => {
    widgetSession();
    const { unmount } = renderAt('/about_us');
    await act(async () => {});
    expect(screen.getByText('Page content')).toBeInTheDocument();
    unmount();
    sessionStorage.clear();
    setFramed(true);
    renderAt('/about_us');
    await act(async () => {});
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});

describe('WidgetSessionMarker', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => setFramed(false));

  it('marks the session as widget mode with its ids when framed', () => {
    setFramed(true);
    render(<WidgetSessionMarker widgetId="w7" appId="a9" />);
    expect(JSON.parse(sessionStorage.getItem(WIDGET_SESSION_KEY) ?? 'null')).toEqual({
      widgetId: 'w7',
      appId: 'a9',
    });
  });

  it('does not mark a session opened directly (not framed)', () => {
    render(<WidgetSessionMarker widgetId="w7" appId="a9" />);
    expect(sessionStorage.getItem(WIDGET_SESSION_KEY)).toBeNull();
  });
});
