/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { ErrorDialog } from './error-dialog';
import { renderWithIntl } from './test-intl';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ErrorDialog', () => {
  it("says 'Something went wrong! Please try again' when given no message, with an Okay button", () => {
    const onClose = jest.fn();
    renderWithIntl(<ErrorDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Something went wrong! Please try again');
    const okay = screen.getByRole('button', { name: 'Okay' });
    expect(okay).toHaveFocus();
    fireEvent.click(okay);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a single message as text (markup is not interpreted)', () => {
    renderWithIntl(<ErrorDialog open onClose={() => {}} message="<b>Card declined</b>" />);
    expect(screen.getByRole('dialog')).toHaveTextContent('<b>Card declined</b>');
    expect(screen.getByRole('dialog').querySelector('b')).toBeNull();
  });

  it('shows several messages as a list', () => {
    renderWithIntl(<ErrorDialog open onClose={() => {}} messages={['Hotel sold out', 'Flight changed']} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Hotel sold out', 'Flight changed']);
    expect(screen.queryByText('Something went wrong! Please try again')).toBeNull();
  });

  it('renders an HTML message sanitised, next to the error icon', async () => {
    renderWithIntl(
      <ErrorDialog
        open
        onClose={() => {}}
        html
        message={
          '<p>Payment <strong>failed</strong></p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:alert(1)">retry</a>'
        }
      />,
    );
    const strong = await screen.findByText('failed');
    expect(strong.tagName).toBe('STRONG');
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.innerHTML).not.toMatch(/onerror|javascript:/);
    expect(dialog.querySelector('svg[aria-hidden="true"] circle')).not.toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    renderWithIntl(<ErrorDialog open onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("in don't-close mode has no Okay button and ignores Escape", () => {
    const onClose = jest.fn();
    renderWithIntl(
      <ErrorDialog open onClose={onClose} dontClose message="Sorry we are unable to fetch site details." />,
    );
    const dialog = screen.getByRole('dialog');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveFocus();
  });

  it('renders nothing while closed', () => {
    renderWithIntl(<ErrorDialog open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
