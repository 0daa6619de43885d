/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ShellPathProvider } from '@/components/common/shell-path';
import { shellFor, workingConfig } from '@/components/layout/shell/test-support';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { SiteFooter } from './site-footer';

const mockPathname = jest.fn<string, []>();
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname() }));

function renderFooter(wc: WorkingConfig, path: string) {
  mockPathname.mockReturnValue(path);
  const { model, text } = shellFor(wc);
  return render(
    <ShellPathProvider tenant={wc.subdomain}>
      <SiteFooter model={model} text={text.footer} />
    </ShellPathProvider>,
  );
}

const footer = () => screen.queryByRole('contentinfo');

describe('SiteFooter', () => {
  it.each(['/make-payment', '/make-payment/1/2/3/4'])('is hidden on %s', (path) => {
    renderFooter(workingConfig('demo'), path);
    expect(footer()).toBeNull();
  });

  it.each([
    ['/search/trips', 'main'],
    ['/bookings', 'main'],
    ['/about_us', 'main'],
    ['/contact-us', 'plain'],
    ['/list/1', 'plain'],
  ])('on %s uses the %s style', (path, variant) => {
    renderFooter(workingConfig('demo'), path);
    expect(footer()).toHaveAttribute('data-variant', variant);
    expect(footer()?.classList.contains('main-footer')).toBe(variant === 'main');
  });

  it('shows customer support phone and e-mail when configured', () => {
    renderFooter(workingConfig('demo'), '/contact-us');
    const f = within(footer() as HTMLElement);
    expect(f.getByRole('heading', { name: 'Customer Support' })).toBeInTheDocument();
    expect(f.getByRole('link', { name: 'Phone: +44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(f.getByRole('link', { name: 'Email: care@wanderlight.example' })).toHaveAttribute(
      'href',
      'mailto:care@wanderlight.example',
    );
  });

  it('shows no customer support without customer-care entries', () => {
    renderFooter(workingConfig('demo', { customercare_set: [] }), '/contact-us');
    expect(screen.queryByRole('heading', { name: 'Customer Support' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Phone:/ })).toBeNull();
  });

  it('shows a social icon only for networks whose first link exists', () => {
    renderFooter(
      workingConfig('demo', {
        sitelink_set: [
          { type: 'facebook', caption: 'Facebook', redirection_url: 'https://www.facebook.com/w' },
          { type: 'linkedin', caption: 'LinkedIn', redirection_url: 'https://www.linkedin.com/company/w' },
          {
            type: 'linkedin',
            caption: 'LinkedIn 2',
            redirection_url: 'https://www.linkedin.com/company/other',
          },
        ],
      }),
      '/search/trips',
    );
    const social = screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(social.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Facebook (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
    ]);
    expect(social[1]).toHaveAttribute('href', 'https://www.linkedin.com/company/w');
    expect(screen.queryByRole('link', { name: /Instagram|YouTube|Twitter/ })).toBeNull();
  });

  it('shows no "Follow us" column when no social link is configured', () => {
    renderFooter(workingConfig('demo', { sitelink_set: [] }), '/search/trips');
    expect(screen.queryByRole('heading', { name: 'Follow us' })).toBeNull();
  });

  it("shows '© 2025 <agency name>' unless hideCopyRight is set", () => {
    renderFooter(workingConfig('demo'), '/search/trips');
    expect(screen.getByText('© 2025 Wanderlight Holidays')).toBeInTheDocument();
  });

  it('hides the copyright line when hideCopyRight is set (b2b)', () => {
    renderFooter(workingConfig('b2b'), '/search/trips');
    expect(footer()).not.toBeNull();
    expect(screen.queryByText(/©/)).toBeNull();
  });

  it('links to Terms and Privacy and to the configured footer links', () => {
    renderFooter(workingConfig('demo'), '/search/trips');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms_conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy_policy');
    expect(screen.getByRole('link', { name: /Careers/ })).toHaveAttribute(
      'href',
      'https://wanderlight.example/careers',
    );
  });
});

describe('SiteFooter below 1024 px (the mobile footer)', () => {
  // jsdom applies no stylesheet: what shows below 1024 px is read from the responsive classes.
  it('appears on /search/trips, in the main style with the agency, links and copyright', () => {
    renderFooter(workingConfig('demo'), '/search/trips');
    const f = footer() as HTMLElement;
    expect(f).not.toHaveClass('hidden');
    expect(f).toHaveClass('main-footer');
    expect(f).toHaveTextContent('© 2025 Wanderlight Holidays');
    expect(within(f).getByRole('link', { name: 'Privacy Policy' })).toHaveClass('footer-link');
    // The column headings are the desktop layout's only.
    expect(within(f).getByText('Company')).toHaveClass('hidden', 'lg:block');
  });

  it.each(['/list/1', '/about_us', '/bookings'])(
    'does not appear on %s (shown from 1024 px only)',
    (path) => {
      renderFooter(workingConfig('demo'), path);
      expect(footer()).toHaveClass('hidden', 'lg:block');
    },
  );
});
