/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import type { TPackageVariant } from '@/lib/contract/planner';
import { FIXTURE_PACKAGE } from './fixtures';
import { NO_BUDGET } from './routes';
import { VariantDetailView } from './variant-detail-view';

const [, second] = FIXTURE_PACKAGE.variants as [TPackageVariant, TPackageVariant];

describe('VariantDetailView (details-list/{package_id}/{index})', () => {
  it('shows the variant day by day, read-only, with the way to customise this very variant', () => {
    renderWithIntl(
      <VariantDetailView
        packageId="PKG123"
        search={FIXTURE_PACKAGE.search}
        variant={second}
        priceInclusive={false}
        budget={{ ...NO_BUDGET, max: 500_000 }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Day-by-day itinerary' })).toBeInTheDocument();
    expect(screen.getAllByTestId('itinerary-day')).toHaveLength(2);
    expect(screen.getByText('Day 1 · 10-May-27 · Paris')).toBeInTheDocument();
    expect(screen.getByText('Seine river cruise')).toBeInTheDocument();
    expect(screen.getByText('Flight')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByTestId('total-price')).toHaveTextContent('€3,980.00');
    expect(screen.getByRole('link', { name: 'Customise this trip' })).toHaveAttribute(
      'href',
      '/detail/PKG123?index=1&max=500000',
    );
    expect(screen.getByRole('link', { name: /All trips/ })).toHaveAttribute('href', '/list/PKG123');
  });
});
