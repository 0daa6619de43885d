/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';
import { renderWithIntl } from './test-intl';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ConfirmDialog', () => {
  it('asks its question with Confirm and Cancel and reports the answer', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithIntl(
      <ConfirmDialog
        open
        title="Remove hotel?"
        message="The hotel leaves your trip."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove hotel?' });
    expect(dialog).toHaveAccessibleDescription('The hotel leaves your trip.');
    expect(screen.queryByRole('img')).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveFocus();
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the image variant with custom labels', () => {
    renderWithIntl(
      <ConfirmDialog
        open
        title="Change your car?"
        message="Your current car will be replaced."
        image={{ src: '/assets/modes/drive.svg', alt: 'A compact car' }}
        confirmLabel="Change car"
        cancelLabel="Keep current car"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('img', { name: 'A compact car' })).toHaveAttribute(
      'src',
      '/assets/modes/drive.svg',
    );
    expect(screen.getByRole('button', { name: 'Change car' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep current car' })).toBeInTheDocument();
  });

  it('starts on Cancel for a destructive question, and Escape cancels', () => {
    const onCancel = jest.fn();
    renderWithIntl(
      <ConfirmDialog
        open
        tone="danger"
        title="Delete account?"
        message="Are you sure you want to delete your account?"
        confirmLabel="Delete Account"
        onConfirm={() => {}}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
