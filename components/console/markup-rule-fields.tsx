'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import { formatMoney, type Money } from '@/lib/money/format';
import {
  addRule,
  agencyCurrency,
  parseRuleValue,
  RULE_MODES,
  RULE_TYPES,
  type RuleDraft,
  type RuleType,
  readRules,
  removeRule,
  ruleProblems,
  SAMPLE_NET_MINOR,
  sampleRulePrice,
  writeRule,
} from './markup-draft';

type Config = Record<string, unknown>;
type TextField = 'destination' | 'supplier' | 'currency';
const RULE_FIELDS = ['mode', 'destination', 'supplier', 'type', 'value', 'currency'] as const;

const INPUT = 'min-h-11 rounded-lg border border-slate-300 px-3 text-ink';
const LABEL = 'text-sm font-medium text-ink';

/**
 * The agency's markup rules (issue 32 item 6), below the per-mode percentages: each rule a row of
 * mode, destination, supplier, percentage or fixed amount (with its currency), and what a traveller
 * pays for the sample net price of that mode there, with the live configuration and with the draft,
 * both priced by the pricing module. The server's problems with rule N show on its row.
 */
export function MarkupRuleFields({
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
  // Values as typed, by rule, while they are not (yet) numbers; cleared when the rows shift.
  const [typed, setTyped] = useState<Record<number, string>>({});
  const rules = readRules(draft);
  const money = (m: Money) => formatMoney(m, { locale });
  const fieldLabel = (field: string | null): string | null => {
    const known = RULE_FIELDS.find((f) => f === field);
    return known ? t(`markupRule.${known}`) : null;
  };

  const row = (rule: RuleDraft, i: number) => {
    const id = `console-markup-rule-${i}`;
    const number = i + 1;
    const text = typed[i] ?? rule.value;
    const invalid = parseRuleValue(rule.type, text) === null;
    const before = sampleRulePrice(live, rule);
    const after = sampleRulePrice(draft, rule);
    const own = ruleProblems(problems, i);
    const textInput = (field: TextField, className: string) => (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${field}`} className={LABEL}>
          {t(`markupRule.${field}`)}
        </label>
        <input
          id={`${id}-${field}`}
          value={rule[field]}
          dir={field === 'currency' ? 'ltr' : undefined}
          onChange={(e) => onChange(writeRule(draft, i, field, e.target.value))}
          className={`${INPUT} ${className}`}
        />
      </div>
    );
    return (
      <li key={i}>
        <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-ink">
            {t('markupRule.legend', { number })}
          </legend>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-mode`} className={LABEL}>
                {t('markupRule.mode')}
              </label>
              <select
                id={`${id}-mode`}
                value={rule.mode}
                onChange={(e) => onChange(writeRule(draft, i, 'mode', e.target.value))}
                className={INPUT}
              >
                {RULE_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`markupKind.${mode}`)}
                  </option>
                ))}
              </select>
            </div>
            {textInput('destination', 'w-44')}
            {textInput('supplier', 'w-36')}
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-type`} className={LABEL}>
                {t('markupRule.type')}
              </label>
              <select
                id={`${id}-type`}
                value={rule.type}
                onChange={(e) => {
                  const type = e.target.value as RuleType;
                  const value = parseRuleValue(type, text);
                  let next = writeRule(draft, i, 'type', type);
                  if (value !== null) next = writeRule(next, i, 'value', value);
                  onChange(next);
                }}
                className={INPUT}
              >
                {RULE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`markupRuleType.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-value`} className={LABEL}>
                {t('markupRule.value')}
              </label>
              <div className="flex items-center gap-1">
                <input
                  id={`${id}-value`}
                  inputMode="decimal"
                  dir="ltr"
                  value={text}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-invalid` : `${id}-price`}
                  onChange={(e) => {
                    const value = e.target.value;
                    setTyped((s) => ({ ...s, [i]: value }));
                    const parsed = parseRuleValue(rule.type, value);
                    if (parsed !== null) onChange(writeRule(draft, i, 'value', parsed));
                  }}
                  className={`${INPUT} w-28`}
                />
                {rule.type === 'percent' && (
                  <span aria-hidden="true" className="text-ink">
                    %
                  </span>
                )}
              </div>
            </div>
            {rule.type === 'fixed' && textInput('currency', 'w-24 uppercase')}
            <button
              type="button"
              onClick={() => {
                setTyped({});
                onChange(removeRule(draft, i));
              }}
              className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-medium text-ink"
            >
              {t('markupRule.remove', { number })}
            </button>
          </div>
          {invalid ? (
            <p id={`${id}-invalid`} className="text-sm text-red-800">
              {t(rule.type === 'percent' ? 'markupInvalid' : 'markupRule.amountInvalid')}
            </p>
          ) : (
            <p id={`${id}-price`} data-testid={`markup-rule-price-${i}`} className="text-sm text-slate-700">
              {before && after
                ? t('markupPrice', { before: money(before), after: money(after) })
                : t('markupNoSample')}
            </p>
          )}
          {own.length > 0 && (
            <ul className="text-sm text-red-800" data-testid={`markup-rule-problems-${i}`}>
              {own.map((p) => {
                const label = fieldLabel(p.field);
                return (
                  <li key={`${p.field}:${p.message}`}>{label ? `${label}: ${p.message}` : p.message}</li>
                );
              })}
            </ul>
          )}
        </fieldset>
      </li>
    );
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="console-markup-rules-hint">
      <legend className="text-base font-semibold text-ink">{t('markupRules')}</legend>
      <p id="console-markup-rules-hint" className="text-sm text-slate-700">
        {t('markupRulesHint', { net: money({ amount: SAMPLE_NET_MINOR, currency: agencyCurrency(draft) }) })}
      </p>
      {rules.length > 0 ? (
        <ol className="flex flex-col gap-3">{rules.map(row)}</ol>
      ) : (
        <p className="text-sm text-slate-700">{t('markupRulesNone')}</p>
      )}
      <div>
        <button
          type="button"
          onClick={() => onChange(addRule(draft))}
          className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-medium text-ink"
        >
          {t('markupRuleAdd')}
        </button>
      </div>
    </fieldset>
  );
}
