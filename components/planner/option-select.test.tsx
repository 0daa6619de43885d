/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { OptionSelect } from './option-select';

const OPTIONS = [
  { value: 'a', label: 'Room A' },
  { value: 'b', label: 'Room B' },
];

describe('OptionSelect', () => {
  it('shows a pending select disabled, then a new enabled one holding the choices', () => {
    const onSelect = jest.fn();
    const { rerender } = render(
      <OptionSelect
        label="Change room"
        placeholder="Double"
        options={[]}
        disabled
        pending
        onSelect={onSelect}
      />,
    );
    const pending = screen.getByLabelText('Change room');
    expect(pending).toBeDisabled();
    expect(pending.querySelectorAll('option')).toHaveLength(1);

    rerender(
      <OptionSelect
        label="Change room"
        placeholder="Double"
        options={OPTIONS}
        disabled={false}
        onSelect={onSelect}
      />,
    );
    const ready = screen.getByLabelText('Change room');
    expect(ready).not.toBe(pending);
    expect(ready).toBeEnabled();
    expect([...ready.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Double',
      'Room A',
      'Room B',
    ]);
  });

  it('is not shown without choices unless they are pending', () => {
    render(
      <OptionSelect
        label="Change room"
        placeholder="Double"
        options={[]}
        disabled={false}
        onSelect={jest.fn()}
      />,
    );
    expect(screen.queryByLabelText('Change room')).toBeNull();
  });
});
