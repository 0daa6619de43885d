/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { DialogButton } from './dialog-button';
import { ModalFrame } from './modal-frame';
import { renderWithIntl } from './test-intl';

function Harness({ dismissible = true, size }: { dismissible?: boolean; size?: 'standard' | 'compact' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalFrame
        open={open}
        onClose={() => setOpen(false)}
        title="Sign in"
        dismissible={dismissible}
        size={size}
        footer={
          <>
            <DialogButton variant="secondary">First</DialogButton>
            <DialogButton>Last</DialogButton>
          </>
        }
      >
        <p>Body text</p>
      </ModalFrame>
    </>
  );
}

const openDialog = () => {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Sign in' }) };
};

afterEach(() => {
  window.history.replaceState(null, '', '/search/trips');
});

describe('ModalFrame', () => {
  it('is a labelled, described, modal dialog rendered over the page', () => {
    renderWithIntl(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Body text');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('moves focus inside, keeps Tab and Shift+Tab inside, and returns focus to the opener', () => {
    renderWithIntl(<Harness />);
    const { opener, dialog } = openDialog();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const last = screen.getByRole('button', { name: 'Last' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(close).toHaveFocus();
    last.focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
    // Focus that escapes (a click elsewhere) is pulled back in.
    act(() => opener.focus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', () => {
    renderWithIntl(<Harness />);
    const { dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pushes a modalOpened history entry and closes when the visitor goes back', () => {
    renderWithIntl(<Harness />);
    openDialog();
    expect(window.location.search).toBe('?modalOpened=true');
    expect(window.location.pathname).toBe('/search/trips');
    act(() => {
      window.history.replaceState(null, '', '/search/trips');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape when not dismissible, and has no close button or history entry', () => {
    renderWithIntl(<Harness dismissible={false} />);
    const { dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('locks page scrolling while open', () => {
    renderWithIntl(<Harness />);
    openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('uses the spec sizes: 550 px (max 80vw) on desktop and full screen on mobile; compact alerts', () => {
    const { unmount } = renderWithIntl(<Harness />);
    let { dialog } = openDialog();
    expect(dialog.className).toMatch(/lg:w-\[550px\]/);
    expect(dialog.className).toMatch(/lg:max-w-\[80vw\]/);
    expect(dialog.className).toMatch(/(^|\s)h-full w-full/);
    unmount();
    renderWithIntl(<Harness size="compact" />);
    ({ dialog } = openDialog());
    expect(dialog.className).toMatch(/max-w-md/);
    expect(dialog.className).not.toMatch(/550px/);
  });

  // ar-AE renders <html dir="rtl">: the close button sits at the inline end (the left) and the
  // title keeps its room beside it on that side, by logical classes rather than right-3/pr-10.
  it('puts the close button at the inline end of a right-to-left page', () => {
    document.documentElement.dir = 'rtl';
    try {
      renderWithIntl(<Harness />);
      const { dialog } = openDialog();
      const close = screen.getByRole('button', { name: 'Close dialog' });
      expect(close).toHaveClass('end-3');
      expect(close).not.toHaveClass('right-3');
      expect(screen.getByRole('heading', { name: 'Sign in' })).toHaveClass('pe-10');
      expect(dialog.closest('[dir]')).toBe(document.documentElement);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});
