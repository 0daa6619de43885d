import { loadMessages } from '@/i18n/messages';
import { pickMessages, SEARCH_CLIENT_MESSAGES, SHELL_CLIENT_NAMESPACES } from './client-messages';

const all = loadMessages('en-GB');

describe('pickMessages', () => {
  it('inlines whole namespaces, or single keys of one', () => {
    const picked = pickMessages(all, SEARCH_CLIENT_MESSAGES);
    expect(Object.keys(picked)).toEqual(['Search', 'SearchErrors', 'Widget']);
    expect(picked.Search).toEqual(all.Search);
    expect(picked.SearchErrors).toEqual({ network: 'Something went wrong! Please try again' });
    expect(picked.Widget).toEqual({ newTabHint: '(opens in a new tab)' });
  });

  it('leaves the sign-in dialogs out of Auth and the search module out of the shell', () => {
    const picked = pickMessages(all, SHELL_CLIENT_NAMESPACES);
    expect(Object.keys(picked)).toEqual(['Dialogs', 'Currency', 'Auth', 'Widget']);
    expect(picked.Auth).toHaveProperty('profile');
    expect(picked.Auth).not.toHaveProperty('signIn');
  });

  it('gathers several keys of one namespace', () => {
    expect(pickMessages(all, ['Dialogs.okay', 'Dialogs.close'])).toEqual({
      Dialogs: { okay: 'Okay', close: 'Close' },
    });
  });
});
