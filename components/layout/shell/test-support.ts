/** Test helpers (imported by tests only): the shell model and the real en-GB strings for a tenant. */
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import { type ShellModel, shellModel } from '@/lib/shell/model';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { resolveShellText, type ShellText, type Translate } from './shell-text';

export { TOUR_OPERATOR_FEATURE, workingConfig } from '@/lib/shell/test-fixtures';

function translator(namespace: string): Translate {
  // The catalogue is loaded at run time, so its keys are not known to the type checker.
  return createTranslator({
    locale: 'en-GB',
    messages: loadMessages('en-GB'),
    namespace,
  }) as unknown as Translate;
}

export function shellFor(wc: WorkingConfig): { model: ShellModel; text: ShellText } {
  const text = resolveShellText(
    { header: translator('Header'), footer: translator('Footer'), mobile: translator('MobileMenu') },
    wc,
  );
  return { model: shellModel(wc, text.labels), text };
}
