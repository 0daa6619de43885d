import { readdirSync } from 'node:fs';
import path from 'node:path';
import { AUTH_DIALOG_KEYS, withoutAuthDialogs } from '@/i18n/auth-dialogs';
import { loadMessages } from '@/i18n/messages';
import { AUTH_MESSAGES_BY_LOCALE } from './auth-dialog-messages';

describe('the sign-in dialogs’ strings', () => {
  const locales = readdirSync(path.join(process.cwd(), 'messages'));

  it('are bundled with the dialogs for every locale', () => {
    expect(Object.keys(AUTH_MESSAGES_BY_LOCALE).sort()).toEqual([...locales].sort());
    for (const locale of locales) {
      expect(AUTH_MESSAGES_BY_LOCALE[locale]).toEqual(loadMessages(locale).Auth);
    }
  });

  it('are left out of the Auth namespace pages inline, and nothing else is', () => {
    const auth = loadMessages('en-GB').Auth as Record<string, unknown>;
    for (const key of AUTH_DIALOG_KEYS) expect(auth).toHaveProperty(key);
    const page = withoutAuthDialogs(auth) as Record<string, unknown>;
    expect(Object.keys(page).sort()).toEqual(
      Object.keys(auth)
        .filter((k) => !(AUTH_DIALOG_KEYS as readonly string[]).includes(k))
        .sort(),
    );
    expect(page.specialFare).toEqual(auth.specialFare);
  });
});
