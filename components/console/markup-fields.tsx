'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import { formatMoney } from '@/lib/money/format';
import {
  agencyCurrency,
  MARKUP_KINDS,
  type MarkupKind,
  parsePercent,
  readMarkups,
  SAMPLE_NET_MINOR,
  samplePrice,
  writeMarkup,
} from './markup-draft';
import { MarkupRuleFields } from './markup-rule-fields';

type Config = Record<string, unknown>;

/**
 * The markups part of the console's draft (issue 32 item 6): a percentage per mode, and what a
 * traveller pays for a sample net price with the live configuration and with the draft, both priced
 * by the pricing module; below, the agency's rules by mode, destination and supplier (MarkupRuleFields).
 * Server problems under `config.pricing_configuration` show here.
 */
export function MarkupFields({
  draft,
  live,
  problems,
  onChange,
}: {
  draft: Config;
  live: Config;
  problems: readonly string[];
  onChange: (next: Config) => void;
}) {
  const t = useTranslations('Console');
  const locale = useAppLocale();
  const [typed, setTyped] = useState<Partial<Record<MarkupKind, string>>>({});
  const shown = readMarkups(draft);
  const money = (m: { amount: number; currency: string }) => formatMoney(m, { locale });
  const own = problems
    .filter((p) => p.startsWith('config.pricing_configuration') || p.startsWith('config.markup_rules:'))
    .map((p) => p.slice(p.indexOf(': ') + 2));

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="console-markups-hint">
      <legend className="text-lg font-semibold text-ink">{t('markups')}</legend>
      <p id="console-markups-hint" className="text-sm text-slate-700">
        {t('markupsHint', {
          net: money({ amount: SAMPLE_NET_MINOR, currency: agencyCurrency(draft) }),
        })}
      </p>
      <div className="flex flex-col gap-3">
        {MARKUP_KINDS.map((kind) => {
          const id = `console-markup-${kind}`;
          const text = typed[kind] ?? shown[kind];
          const invalid = text.trim() !== '' && parsePercent(text) === null;
          const before = samplePrice(live, kind);
          const after = samplePrice(draft, kind);
          return (
            <div key={kind} className="flex flex-wrap items-end gap-3">
              <div className="flex flex-col gap-1">
                <label htmlFor={id} className="text-sm font-medium text-ink">
                  {t(`markupKind.${kind}`)}
                </label>
                <div className="flex items-center gap-1">
                  <input
                    id={id}
                    inputMode="decimal"
                    dir="ltr"
                    value={text}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? `${id}-problem` : `${id}-price`}
                    onChange={(e) => {
                      const value = e.target.value;
                      setTyped((s) => ({ ...s, [kind]: value }));
                      const hundredths = value.trim() === '' ? null : parsePercent(value);
                      if (value.trim() === '' || hundredths !== null)
                        onChange(writeMarkup(draft, kind, hundredths));
                    }}
                    className="min-h-11 w-28 rounded-lg border border-slate-300 px-3 text-ink"
                  />
                  <span aria-hidden="true" className="text-ink">
                    %
                  </span>
                </div>
              </div>
              {invalid ? (
                <p id={`${id}-problem`} className="text-sm text-red-800">
                  {t('markupInvalid')}
                </p>
              ) : (
                <p id={`${id}-price`} data-testid={`markup-price-${kind}`} className="text-sm text-slate-700">
                  {before && after
                    ? t('markupPrice', { before: money(before), after: money(after) })
                    : t('markupNoSample')}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {own.length > 0 && <p className="text-sm text-red-800">{[...new Set(own)].join(' ')}</p>}
      <MarkupRuleFields draft={draft} live={live} problems={problems} onChange={onChange} />
    </fieldset>
  );
}
