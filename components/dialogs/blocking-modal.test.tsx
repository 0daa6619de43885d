/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { BlockingModal } from './blocking-modal';
import { renderWithIntl } from './test-intl';

afterEach(() => window.history.replaceState(null, '', '/'));

function Harness({ onOkay = () => {}, message }: { onOkay?: () => void; message?: string }) {
  const [open, setOpen] = useState(true);
  return <BlockingModal open={open} onOkay={onOkay} onClose={() => setOpen(false)} message={message} />;
}

describe('BlockingModal', () => {
  it("asks 'Please take one of the possible actions to proceed!' with Okay and Close", () => {
    const onOkay = jest.fn();
    renderWithIntl(<Harness onOkay={onOkay} />);
    const dialog = screen.getByRole('dialog', { name: 'Action required' });
    expect(dialog).toHaveAccessibleDescription('Please take one of the possible actions to proceed!');
    const okay = screen.getByRole('button', { name: 'Okay' });
    expect(okay).toHaveFocus();
    fireEvent.click(okay);
    expect(onOkay).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a given message instead of the default', () => {
    renderWithIntl(<Harness message="Your session is about to expire." />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Your session is about to expire.');
    expect(screen.queryByText('Please take one of the possible actions to proceed!')).toBeNull();
  });

  it('adds modalOpened to the URL while open, and Back closes it', () => {
    window.history.replaceState(null, '', '/search/trips#travel_and_stay');
    renderWithIntl(<Harness />);
    expect(window.location.search).toBe('?modalOpened=true');
    expect(window.location.hash).toBe('#travel_and_stay');
    act(() => {
      window.history.replaceState(null, '', '/search/trips#travel_and_stay');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape counts as Close', () => {
    renderWithIntl(<Harness />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
