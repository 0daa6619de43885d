/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { homeModel } from '@/lib/content/home';
import { seedWorkingConfig } from '@/lib/content/test-support';
import { searchSettingsFor } from '@/lib/search/form/settings';
import { HomePage as Page } from './home-page';

type Props = Parameters<typeof Page>[0];
/** The home page with the search settings of the site the model was made from (demo's by default). */
const HomePage = ({ model, search }: Omit<Props, 'search'> & { search?: Props['search'] }) => (
  <Page model={model} search={search ?? searchSettingsFor(seedWorkingConfig('demo'))} />
);

describe('HomePage', () => {
  it('puts the tagline in the tagline colour as the page heading over the backgrounds', () => {
    const { container } = renderWithIntl(<HomePage model={homeModel(seedWorkingConfig('demo'))} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent("Trips that plan themselves. Memories that don't.");
    expect(h1).toHaveClass('text-tagline');
    expect(container.querySelector('img[src="/assets/tenants/demo/background.svg"]')).not.toBeNull();
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('srcset', '/assets/tenants/demo/background-mobile.svg');
    expect(source).toHaveAttribute('media', '(max-width: 1023.98px)');
  });

  it('offers the enabled modes as tabs linking to #<mode type> in the search-form slot', () => {
    const { container } = renderWithIntl(<HomePage model={homeModel(seedWorkingConfig('b2b'))} />);
    const slot = container.querySelector('[data-slot="search-form"]') as HTMLElement;
    expect(slot).not.toBeNull();
    const nav = within(slot).getByRole('navigation', { name: 'What would you like to book?' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Hotels', '#stay1'],
      ['Holidays', '#travel_and_stay'],
      ['Transfers', '#transfer'],
      ['Tours', '#activity'],
    ]);
    // The first mode's real form (b2b: Hotels) sits below the tabs.
    expect(within(slot).getByRole('form', { name: 'Hotels' })).toBeInTheDocument();
    expect(within(slot).getByRole('combobox', { name: 'City, area or hotel' })).toBeInTheDocument();
  });

  it('has no search slot when the site hides the search form', () => {
    const { container } = renderWithIntl(
      <HomePage model={homeModel(seedWorkingConfig('demo', { hide_search_form: true }))} />,
    );
    expect(container.querySelector('[data-slot="search-form"]')).toBeNull();
  });

  it('links each top destination to the trips search with that destination', () => {
    renderWithIntl(<HomePage model={homeModel(seedWorkingConfig('demo'))} />);
    const section = screen.getByRole('region', { name: 'Top destinations' });
    const kyoto = within(section).getByRole('link', { name: 'Kyoto Temples, gardens and tea' });
    expect(kyoto).toHaveAttribute('href', '/search/trips?destination=Kyoto#travel_and_stay');
    expect(within(section).getAllByRole('link')).toHaveLength(6);
  });

  it('shows banners, testimonials with ratings, and certificates as configured', () => {
    renderWithIntl(<HomePage model={homeModel(seedWorkingConfig('demo'))} />);
    const offers = screen.getByRole('region', { name: 'Current offers' });
    expect(
      within(offers)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/assets/tenants/demo/banner-summer.svg', '/assets/tenants/demo/banner-city.svg']);
    const quotes = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(quotes).getByText('Priya Raman')).toBeInTheDocument();
    expect(within(quotes).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
    expect(within(quotes).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    const certs = screen.getByRole('region', { name: 'Accredited and protected' });
    expect(within(certs).getAllByRole('img')).toHaveLength(2);
  });

  it('leaves out sections the site switches off or does not configure', () => {
    renderWithIntl(
      <HomePage
        model={homeModel(
          seedWorkingConfig('b2b', { show_banner: false, testimonials_set: [], websiteimages_set: [] }),
        )}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Current offers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Top destinations' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What our customers say' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Accredited and protected' })).toBeNull();
    // Without backgrounds the hero still shows the tagline, on the brand colour.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Net rates and instant confirmations',
    );
  });
});
