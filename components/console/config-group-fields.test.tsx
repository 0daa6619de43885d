/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
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

/** The console keeps the draft: each change is the next draft, told to the test. */
function KeptDraft({
  start,
  onDraft,
}: {
  start: Record<string, unknown>;
  onDraft: (d: Record<string, unknown>) => void;
}) {
  const [current, setCurrent] = useState<Record<string, unknown>>(start);
  onDraft(current);
  return <ConfigGroupFields draft={current} problems={[]} onChange={setCurrent} />;
}

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

  it('edits links row by row: adds one, types into it, removes another', () => {
    const start = {
      sitelink_set: [
        { type: 'footer', caption: 'Careers', redirection_url: '/careers' },
        { type: 'header', caption: 'Guides', redirection_url: '/guides' },
      ],
    };
    let draft: Record<string, unknown> = start;
    renderWithIntl(
      <KeptDraft
        start={start}
        onDraft={(d) => {
          draft = d;
        }}
      />,
    );
    expect(screen.getByLabelText('Caption, row 1')).toHaveValue('Careers');
    expect(screen.getByLabelText('Type, row 2')).toHaveValue('header');
    fireEvent.change(screen.getByLabelText('Caption, row 2'), { target: { value: 'Travel guides' } });
    expect(draft).toEqual({
      sitelink_set: [start.sitelink_set[0], { ...start.sitelink_set[1], caption: 'Travel guides' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to “Header, footer and social links”' }));
    fireEvent.change(screen.getByLabelText('Type, row 3'), { target: { value: 'instagram' } });
    fireEvent.change(screen.getByLabelText('Address, row 3'), {
      target: { value: 'https://instagram.example/' },
    });
    const links = screen.getByTestId('console-records-links');
    fireEvent.click(within(links).getByRole('button', { name: 'Remove row 1' }));
    expect(draft).toEqual({
      sitelink_set: [
        { type: 'header', caption: 'Travel guides', redirection_url: '/guides' },
        { type: 'instagram', caption: '', redirection_url: 'https://instagram.example/' },
      ],
    });
  });

  it('shows a refused record’s problem beside its list', () => {
    renderWithIntl(
      <ConfigGroupFields
        draft={{ discount_config: [{ code: 'X', type: 'percent', value: 'ten' }] }}
        problems={['config.discount_config.0.value: Expected a number']}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Discount codes' })).toHaveAccessibleDescription(
      'discount_config.0.value: Expected a number',
    );
    expect(screen.getByLabelText('Value, row 1')).toHaveValue('ten');
  });

  it('languages are a line each', () => {
    const onChange = jest.fn();
    renderWithIntl(<ConfigGroupFields draft={{ locales: ['en-GB'] }} problems={[]} onChange={onChange} />);
    const languages = screen.getByLabelText('Languages offered');
    expect(languages).toHaveValue('en-GB');
    fireEvent.change(languages, { target: { value: 'en-GB\nfr-FR\n' } });
    expect(onChange).toHaveBeenLastCalledWith({ locales: ['en-GB', 'fr-FR'] });
    // What was typed stays, the trailing new line included, while the draft has the languages.
    expect(languages).toHaveValue('en-GB\nfr-FR\n');
  });
});
