/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ShellPathProvider } from '@/components/common/shell-path';
import { shellFor, TOUR_OPERATOR_FEATURE, workingConfig } from '@/components/layout/shell/test-support';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { MobileHeader } from './mobile-header';

const mockPathname = jest.fn<string, []>();
const mockBack = jest.fn();
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname(),
  useRouter: () => ({ back: mockBack, push: mockPush }),
}));

function renderMobile(wc: WorkingConfig, path = '/search/trips') {
  mockPathname.mockReturnValue(path);
  const { model, text } = shellFor(wc);
  return render(
    <ShellPathProvider tenant={wc.subdomain}>
      <MobileHeader model={model} text={text.mobile} />
      <button type="button">outside</button>
    </ShellPathProvider>,
  );
}

const openMenu = () => {
  const button = screen.getByRole('button', { name: 'Open menu' });
  fireEvent.click(button);
  return { button, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
};

describe('MobileHeader', () => {
  it('has a logo that reloads /search/trips with a plain link', () => {
    renderMobile(workingConfig('demo'));
    const logo = screen.getByRole('link', { name: 'Wanderlight Holidays home page' });
    expect(logo).toHaveAttribute('href', '/search/trips');
  });

  it('hides the back button on /search/trips and shows it elsewhere', () => {
    renderMobile(workingConfig('demo'), '/search/trips');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('goes back from another page', () => {
    renderMobile(workingConfig('demo'), '/about_us');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(mockBack.mock.calls.length + mockPush.mock.calls.length).toBe(1);
  });

  it('shows the home button only on the tour-operator variants', () => {
    renderMobile(workingConfig('demo'));
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    renderMobile(workingConfig('demo', { feature_configuration: [TOUR_OPERATOR_FEATURE] }));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/search/trips');
  });

  it('grows to 70 px when the logo is under 70 px wide', () => {
    const { container } = renderMobile(workingConfig('demo'));
    const bar = screen.getByTestId('mobile-header');
    expect(bar).toHaveAttribute('data-header-height', '56');
    const img = container.querySelector('img') as HTMLImageElement;
    Object.defineProperty(img, 'naturalWidth', { value: 64 });
    Object.defineProperty(img, 'naturalHeight', { value: 64 });
    fireEvent.load(img);
    expect(bar).toHaveAttribute('data-header-height', '70');
    expect(bar.style.height).toBe('70px');
  });
});

describe('Side menu', () => {
  it('lists the spec entries for demo, in order, with Login at the end', () => {
    renderMobile(workingConfig('demo'));
    const { dialog } = openMenu();
    const items = within(dialog)
      .getAllByRole('link')
      .map((a) => a.textContent?.replace(' (opens in a new tab)', ''));
    expect(items).toEqual([
      'Home',
      'Bookings',
      'Terms and Conditions',
      'Privacy Policy',
      'Travel guides',
      'Careers',
      'Travel insurance',
      'Updates',
      'About Us',
      'Contact Us',
      '+44 20 7946 0958',
      'care@wanderlight.example',
      'WhatsApp',
      'Login',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Call +44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(within(dialog).getByRole('link', { name: 'Email care@wanderlight.example' })).toHaveAttribute(
      'href',
      'mailto:care@wanderlight.example',
    );
    expect(within(dialog).getByRole('link', { name: 'Chat on WhatsApp +44 20 7946 0958' })).toHaveAttribute(
      'href',
      'https://wa.me/442079460958',
    );
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/search/trips?login=1',
    );
  });

  it('b2b: no Updates, no header links, its own footer link and contacts', () => {
    renderMobile(workingConfig('b2b'));
    const { dialog } = openMenu();
    const d = within(dialog);
    expect(d.queryByRole('link', { name: 'Updates' })).toBeNull();
    expect(d.getByRole('link', { name: /Agent terms of trade/ })).toBeInTheDocument();
    expect(d.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about_us');
    expect(d.getByRole('link', { name: 'Chat on WhatsApp +31 20 123 4567' })).toHaveAttribute(
      'href',
      'https://wa.me/31201234567',
    );
  });

  it("reads 'Visa Updates' for agency 473", () => {
    renderMobile(workingConfig('demo', { agency_id: 473 }));
    const { dialog } = openMenu();
    expect(within(dialog).getByRole('link', { name: 'Visa Updates' })).toHaveAttribute('href', '/updates');
  });

  it('is a labelled modal dialog: focus moves in, Tab stays in, Escape closes and returns focus', () => {
    renderMobile(workingConfig('demo'));
    const { button, dialog } = openMenu();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();

    const login = within(dialog).getByRole('link', { name: 'Login' });
    login.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(login).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button and when a link is followed', () => {
    renderMobile(workingConfig('demo'));
    let { dialog } = openMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    ({ dialog } = openMenu());
    fireEvent.click(within(dialog).getByRole('link', { name: 'Bookings' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
