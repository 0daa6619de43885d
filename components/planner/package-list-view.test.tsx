/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { FIXTURE_PACKAGE } from './fixtures';
import { PackageListView, PlannerMessage } from './package-list-view';
import { NO_BUDGET } from './routes';

describe('PackageListView (list/{package_id})', () => {
  it('shows the search as the heading and one card per ranked variant, with prices and links', () => {
    renderWithIntl(<PackageListView pkg={FIXTURE_PACKAGE} budget={NO_BUDGET} priceInclusive />);
    expect(screen.getByRole('heading', { level: 1, name: 'Paris & Rome' })).toBeInTheDocument();
    expect(screen.getByText('7 nights from 10-May-27 · 2 adults, 1 child')).toBeInTheDocument();
    const cards = screen.getAllByTestId('variant-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Best value')).toBeInTheDocument();
    expect(first.getByTestId('variant-price')).toHaveTextContent('€3,123.45');
    expect(first.getByText('Hôtel Lumière 0')).toBeInTheDocument();
    expect(first.getAllByRole('img', { name: '3 stars' })).toHaveLength(2);
    expect(first.getByText('Seine river cruise')).toBeInTheDocument();
    expect(first.getByText('Price inclusive of taxes')).toBeInTheDocument();
    expect(first.getByText('Why this rank?')).toBeInTheDocument();
    expect(first.getByText('Lower total price than most trips')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /View itinerary/ })).toHaveAttribute(
      'href',
      '/details-list/PKG123/0',
    );
    expect(first.getByRole('link', { name: /Customise/ })).toHaveAttribute('href', '/detail/PKG123?index=0');
    expect(within(cards[1] as HTMLElement).getByTestId('variant-price')).toHaveTextContent('€3,980.00');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('hides the price-inclusive label unless pricingOption is 1, and carries the budget into the links', () => {
    renderWithIntl(
      <PackageListView pkg={FIXTURE_PACKAGE} budget={{ min: null, max: 350_000 }} priceInclusive={false} />,
    );
    expect(screen.queryByText('Price inclusive of taxes')).not.toBeInTheDocument();
    const [first] = screen.getAllByTestId('variant-card');
    expect(within(first as HTMLElement).getByRole('link', { name: /Customise/ })).toHaveAttribute(
      'href',
      '/detail/PKG123?index=0&max=350000',
    );
    expect(screen.getByLabelText('Maximum (EUR)')).toHaveValue(3500);
    expect(screen.getByRole('link', { name: 'Clear budget' })).toHaveAttribute('href', '/list/PKG123');
  });

  it('says when no trip matches, with a way back to the search', () => {
    renderWithIntl(
      <PackageListView pkg={{ ...FIXTURE_PACKAGE, variants: [] }} budget={NO_BUDGET} priceInclusive />,
    );
    expect(screen.queryAllByTestId('variant-card')).toHaveLength(0);
    expect(screen.getByText('No trips match your search and budget.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change search' })).toHaveAttribute(
      'href',
      '/search/trips#travel_and_stay',
    );
  });

  it('says why the list is missing, with a way back to the search; loading has only a status', () => {
    const { unmount } = renderWithIntl(<PlannerMessage kind="error" text="This trip list has expired." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This trip list has expired.');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/search/trips#travel_and_stay');
    unmount();
    renderWithIntl(<PlannerMessage kind="loading" text="Building your trips…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Building your trips…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
