import { createTranslator, IntlError, IntlErrorCode } from 'next-intl';
import { getMessageFallback, intlHandlers } from './fallback';

const reference = { Home: { title: 'Welcome', hello: 'Hello {name}', group: { a: 'A' } } };

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A translator as a page gets one: French messages, the house's handlers. */
function translator(messages: Record<string, unknown>, lines: string[]): Translate {
  return createTranslator({
    locale: 'fr-FR',
    messages,
    namespace: 'Home',
    ...intlHandlers(
      () => reference,
      (line) => lines.push(line),
    ),
  }) as unknown as Translate;
}

describe('message fallback', () => {
  it('shows English plain text, or nothing, never the key; logs each key once', () => {
    const lines: string[] = [];
    const t = translator({ Home: { group: { a: 'A' } } }, lines);
    expect(t('title')).toBe('Welcome');
    expect(t('title')).toBe('Welcome');
    expect(t('hello', { name: 'Ana' })).toBe('');
    expect(t('group')).toBe('');
    expect(t('nowhere')).toBe('');
    expect(lines).toEqual([
      '[i18n] MISSING_MESSAGE at Home.title',
      '[i18n] MISSING_MESSAGE at Home.hello',
      '[i18n] INSUFFICIENT_PATH at Home.group',
      '[i18n] MISSING_MESSAGE at Home.nowhere',
    ]);
  });

  it('names the key of a message that failed to format, but never its values', () => {
    const lines: string[] = [];
    const t = translator({ Home: { price: '{amount, number} €', hello: 'Bonjour {name}' } }, lines);
    expect(t('hello', { nom: 'Ana' })).toBe('');
    expect(t('price', { amount: 'Ana' })).not.toMatch(/Home\.price/);
    expect(lines.join('\n')).not.toMatch(/Ana/);
    expect(lines).toContain('[i18n] FORMATTING_ERROR at Home.hello');
  });

  it('logs errors outside messages by their code, with next-intl text only where it names no value', () => {
    const lines: string[] = [];
    const { onError } = intlHandlers(
      () => reference,
      (line) => lines.push(line),
    );
    onError(new IntlError(IntlErrorCode.MISSING_FORMAT, 'Format `short` is not available.'));
    onError(new IntlError(IntlErrorCode.MISSING_FORMAT, 'Format `short` is not available.'));
    onError(new IntlError(IntlErrorCode.FORMATTING_ERROR, 'Invalid values for "who": "Ana"'));
    expect(lines).toEqual([
      '[i18n] MISSING_FORMAT: Format `short` is not available.',
      '[i18n] FORMATTING_ERROR',
    ]);
  });

  it("answers from the project's en-GB catalogue on the server", () => {
    const error = new IntlError(IntlErrorCode.MISSING_MESSAGE, 'x');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(getMessageFallback({ error, namespace: 'NotFound', key: 'nothing-here' })).toBe('');
    expect(warn).toHaveBeenCalledWith('[i18n] MISSING_MESSAGE at NotFound.nothing-here');
    warn.mockRestore();
  });
});
