/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ShellPathProvider } from '@/components/common/shell-path';
import { shellFor, TOUR_OPERATOR_FEATURE, workingConfig } from '@/components/layout/shell/test-support';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { DesktopHeader } from './desktop-header';

const mockPathname = jest.fn<string, []>();
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname() }));

function renderHeader(wc: WorkingConfig, path: string) {
  mockPathname.mockReturnValue(path);
  const { model, text } = shellFor(wc);
  // The chip formats in the page's locale (next-intl's, en-GB here).
  return render(
    <NextIntlClientProvider locale="en-GB" messages={{}}>
      <ShellPathProvider tenant={wc.subdomain}>
        <DesktopHeader model={model} text={text.header} />
      </ShellPathProvider>
    </NextIntlClientProvider>,
  );
}

const modesNav = () => screen.queryByRole('navigation', { name: 'Travel modes' });

describe('DesktopHeader', () => {
  // The chip reads the visitor's stored country and currency: start every test as a new visitor.
  beforeEach(() => localStorage.clear());

  it('links the logo to /search/trips', () => {
    renderHeader(workingConfig('demo'), '/search/trips');
    expect(screen.getByRole('link', { name: 'Wanderlight Holidays home page' })).toHaveAttribute(
      'href',
      '/search/trips',
    );
  });

  it('shows no mode menu on search/trips, and the country/currency chip', () => {
    const { container } = renderHeader(workingConfig('demo'), '/search/trips');
    expect(modesNav()).toBeNull();
    const chip = container.querySelector('[data-slot="country-currency"]');
    expect(chip).toHaveTextContent('GB');
    expect(chip).toHaveTextContent('GBP');
    expect(screen.getByText('Country GB, currency GBP')).toBeInTheDocument();
  });

  it.each(['/list/abc', '/details-list/abc/1', '/detail/abc'])(
    'on %s: three modes inline, the rest under More',
    (path) => {
      const { container } = renderHeader(workingConfig('demo'), path);
      const nav = modesNav();
      expect(nav).not.toBeNull();
      const more = within(nav as HTMLElement).getByRole('button', { name: 'More' });
      // Inline: visible links before opening More.
      const visible = within(nav as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.textContent);
      expect(visible).toEqual(['Trips', 'Hotels', 'Activities']);
      expect(more).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(within(nav as HTMLElement).getByRole('link', { name: 'Flights' })).toHaveAttribute(
        'href',
        '/search/trips#travel',
      );
      expect(within(nav as HTMLElement).getAllByRole('link')).toHaveLength(9);
      expect(within(nav as HTMLElement).queryByText('Stay (legacy)')).toBeNull();
      // Escape closes the menu and gives focus back to its button.
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(more).toHaveFocus();
      // The chip belongs to search/trips only.
      expect(container.querySelector('[data-slot="country-currency"]')).toBeNull();
    },
  );

  it('has no More when three or fewer modes are enabled', () => {
    renderHeader(workingConfig('b2b'), '/list/1'); // b2b: four modes enabled
    expect(within(modesNav() as HTMLElement).getByRole('button', { name: 'More' })).toBeInTheDocument();
    const three = workingConfig('b2b', {
      allowed_modes: [
        { order: 1, display_name: 'Hotels', enabled: true, type: 'stay1' },
        { order: 2, display_name: 'Holidays', enabled: true, type: 'travel_and_stay' },
        { order: 3, display_name: 'Tours', enabled: true, type: 'activity' },
        { order: 4, display_name: 'Legacy', enabled: true, type: 'stay2' },
      ],
    });
    renderHeader(three, '/list/1');
    const navs = screen.getAllByRole('navigation', { name: 'Travel modes' });
    expect(within(navs[1] as HTMLElement).queryByRole('button', { name: 'More' })).toBeNull();
    expect(within(navs[1] as HTMLElement).getAllByRole('link')).toHaveLength(3);
  });

  it('tour-operator variant: consumers see the first three modes and no More', () => {
    renderHeader(workingConfig('demo', { feature_configuration: [TOUR_OPERATOR_FEATURE] }), '/detail/1');
    const nav = modesNav() as HTMLElement;
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Trips', 'Hotels', 'Activities']);
  });

  it('shows About us, Contact Us and Updates when configured, and the header links', () => {
    renderHeader(workingConfig('demo'), '/search/trips');
    const nav = within(screen.getByRole('navigation', { name: 'Site links' }));
    expect(nav.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about_us');
    expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(nav.getByRole('link', { name: 'Updates' })).toHaveAttribute('href', '/updates');
    const guides = nav.getByRole('link', { name: /Travel guides/ });
    expect(guides).toHaveAttribute('target', '_blank');
    expect(guides).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("reads 'Visa Updates' for agency 473", () => {
    renderHeader(workingConfig('demo', { agency_id: 473 }), '/search/trips');
    expect(screen.getByRole('link', { name: 'Visa Updates' })).toHaveAttribute('href', '/updates');
    expect(screen.queryByRole('link', { name: 'Updates' })).toBeNull();
  });

  it('leaves Updates out when not configured (b2b)', () => {
    renderHeader(workingConfig('b2b'), '/search/trips');
    expect(screen.queryByRole('link', { name: /Updates/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'About us' })).toBeInTheDocument();
  });

  it('logged out, the profile slot is a Login link to the current page with ?login=1', () => {
    renderHeader(workingConfig('demo'), '/list/42');
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/list/42?login=1');
    // hidden below lg: the side menu has its own Login
    expect(login.className).toMatch(/(^|\s)hidden(\s|$)/);
    expect(login.className).toMatch(/lg:inline-flex/);
  });

  it('reads the path without the tenant segment of the internal rewrite', () => {
    renderHeader(workingConfig('demo'), '/demo/list/42');
    expect(modesNav()).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/list/42?login=1');
  });
});
