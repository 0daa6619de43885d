'use client';

import { useTranslations } from 'next-intl';
import { useSignedInAnswer } from '@/components/booking/use-signed-in-answer';
import { PlannerStatus } from '@/components/common/planner-status';
import { useAppLocale } from '@/i18n/use-app-locale';
import { walletStatement, walletStatementCsvUrl } from '@/lib/client/wallet';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

const HEADINGS = [
  ['walletDate', ''],
  ['walletDescription', ''],
  ['walletDebit', 'text-end'],
  ['walletCredit', 'text-end'],
  ['walletBalance', 'text-end'],
] as const;

/**
 * The agency wallet statement: what is available, then every ledger line (date, booking
 * reference, debit, credit, running balance) in the wallet's currency. The server decides who may
 * see it (agency staff with a credit limit); anyone else gets its refusal as the page's message.
 */
export function WalletStatement() {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  const { gate, answer } = useSignedInAnswer(walletStatement);

  if (gate) return gate;
  if (!answer) return <PlannerStatus kind="loading" text={t('loading')} />;
  if (!answer.ok) return <PlannerStatus kind="error" text={answer.message ?? t('error')} />;
  const s = answer.data;
  const money = (amount: number) => formatMoney({ amount, currency: s.currency }, { locale });
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6 lg:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-ink lg:text-3xl">{t('walletTitle')}</h1>
      <p className="text-lg font-semibold text-ink" data-testid="wallet-available">
        {t('walletAvailable', { amount: money(s.available) })}
      </p>
      <p className="text-sm text-slate-700">{t('walletOpening', { amount: money(s.opening) })}</p>
      {s.lines.length > 0 ? (
        <a
          href={walletStatementCsvUrl()}
          download
          className="inline-flex min-h-11 w-fit items-center rounded-lg border border-brand px-4 font-semibold text-brand hover:bg-brand/10"
        >
          {t('walletCsv')}
        </a>
      ) : null}
      {s.lines.length === 0 ? (
        <p className="text-slate-700">{t('walletEmpty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm" data-testid="wallet-statement">
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                {HEADINGS.map(([key, align]) => (
                  <th key={key} scope="col" className={`py-2 pe-3 ${align}`}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {s.lines.map((l) => (
                <tr key={l.id} className="border-b border-slate-100" data-testid="wallet-line">
                  <td className="py-2 pe-3">{formatDisplayDate(l.date.slice(0, 10), locale)}</td>
                  <td className="py-2 pe-3">
                    {t('walletKind', { kind: l.kind })}
                    {l.booking_reference ? ` · ${l.booking_reference}` : ''}
                  </td>
                  <td className="py-2 pe-3 text-end">{l.debit > 0 ? money(l.debit) : ''}</td>
                  <td className="py-2 pe-3 text-end">{l.credit > 0 ? money(l.credit) : ''}</td>
                  <td className="py-2 text-end">{money(l.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
