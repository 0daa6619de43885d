/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { type PanelMode, SearchPanel } from './search-panel';

const modes: PanelMode[] = [
  { type: 'stay1', label: 'Hotels', icon: null, href: '/search/trips#stay1' },
  { type: 'packages', label: 'Packages', icon: null, href: '/search/trips#packages' },
];
const settings = {
  style: 'new' as const,
  autofocus: false,
  autocompleteAgencyId: null,
  hideLastTwoOptions: false,
};

describe('SearchPanel mode tabs', () => {
  it('link to the site search page by hash outside widget mode', () => {
    renderWithIntl(<SearchPanel modes={modes} settings={settings} agencyCurrency="GBP" />);
    expect(screen.getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/search/trips#stay1');
    const packages = screen.getByRole('link', { name: 'Packages' });
    expect(packages).toHaveAttribute('href', '/search/trips#packages');
    expect(packages).not.toHaveAttribute('target');
  });

  it('in widget mode keep searchable modes in the frame and open other modes in a new tab', () => {
    renderWithIntl(<SearchPanel modes={modes} settings={settings} agencyCurrency="GBP" widget />);
    const hotels = screen.getByRole('link', { name: 'Hotels' });
    expect(hotels).toHaveAttribute('href', '#stay1');
    expect(hotels).not.toHaveAttribute('target');
    const packages = screen.getByRole('link', { name: 'Packages (opens in a new tab)' });
    expect(packages).toHaveAttribute('href', '/search/trips#packages');
    expect(packages).toHaveAttribute('target', '_blank');
    expect(packages).toHaveAttribute('rel', 'noopener');
  });
});
