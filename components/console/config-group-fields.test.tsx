/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { ConfigGroupFields } from './config-group-fields';

/**
 * The console's configuration groups (issue 32 item 1): a switch writes its field into the draft;
 * JSON that does not parse is named and changes nothing; a refused field opens its group and shows
 * the server's problem beside it.
 */

const DRAFT = {
  invite_only: false,
  allowed_modes: [{ type: 'stay1', display_name: 'Hotels', enabled: true }],
};

describe('ConfigGroupFields', () => {
  it('switches invitation-only in the draft', () => {
    const onChange = jest.fn();
    renderWithIntl(<ConfigGroupFields draft={DRAFT} problems={[]} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Invitation only'));
    expect(onChange).toHaveBeenCalledWith({ ...DRAFT, invite_only: true });
  });

  it('names JSON that does not parse and leaves the draft as it was; parsed JSON is written', () => {
    const onChange = jest.fn();
    const onUnparsed = jest.fn();
    renderWithIntl(
      <ConfigGroupFields draft={DRAFT} problems={[]} onChange={onChange} onUnparsed={onUnparsed} />,
    );
    const modes = screen.getByLabelText('Travel modes');
    fireEvent.change(modes, { target: { value: '[{"type": "stay1",' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(modes).toHaveAttribute('aria-invalid', 'true');
    expect(modes).toHaveAccessibleDescription(/^This is not valid JSON: /);
    // The console is told, so it sends nothing while the text does not parse.
    expect(onUnparsed).toHaveBeenLastCalledWith('modes', true);
    fireEvent.change(modes, { target: { value: '[]' } });
    expect(onChange).toHaveBeenCalledWith({ ...DRAFT, allowed_modes: [] });
    expect(onUnparsed).toHaveBeenLastCalledWith('modes', false);
  });

  it('opens the group of a refused field and shows the problem next to it', () => {
    const { container } = renderWithIntl(
      <ConfigGroupFields
        draft={DRAFT}
        problems={['config.allowed_modes.0.display_name: Required']}
        onChange={() => {}}
      />,
    );
    const open = [...container.querySelectorAll('details')].filter((d) => d.open);
    expect(open.map((d) => d.querySelector('summary')?.textContent)).toEqual(['Modes and search']);
    expect(screen.getByLabelText('Travel modes')).toHaveAccessibleDescription(
      'allowed_modes.0.display_name: Required',
    );
  });
});
