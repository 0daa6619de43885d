'use client';

import useSWR from 'swr';
import { useAppLocale } from '@/i18n/use-app-locale';
import { devOutbox } from '@/lib/client/dev-mailbox';
import { formatDateTime } from '@/lib/dates';

export interface MailboxText {
  intro: string;
  empty: string;
  to: string;
  subject: string;
  sent: string;
  links: string;
  refresh: string;
  failure: string;
}

/** The development mailbox: the site's outbox (GET /api/dev/mailbox), newest first, with each message's links. */
export function DevMailbox({ text }: { text: MailboxText }) {
  const locale = useAppLocale();
  const { data, error, mutate, isLoading } = useSWR('itinera/dev-mailbox', devOutbox, {
    revalidateOnFocus: true,
  });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <p className="text-slate-700">{text.intro}</p>
        <button
          type="button"
          onClick={() => void mutate()}
          className="min-h-10 rounded-lg px-4 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {text.refresh}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-red-800">
          {text.failure}
        </p>
      ) : null}
      {!isLoading && data && data.length === 0 ? <p>{text.empty}</p> : null}
      <ol className="flex flex-col gap-4" aria-live="polite">
        {(data ?? []).map((m) => (
          <li key={m.id} className="rounded-xl border border-black/10 p-4" data-testid="mailbox-message">
            <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold text-slate-600">{text.to}</dt>
              <dd className="break-all">
                {m.to} <span className="text-slate-600">({m.channel})</span>
              </dd>
              <dt className="font-semibold text-slate-600">{text.subject}</dt>
              <dd>{m.subject ?? m.kind}</dd>
              <dt className="font-semibold text-slate-600">{text.sent}</dt>
              <dd>
                <time dateTime={m.created_at}>{formatDateTime(m.created_at, locale)}</time>
              </dd>
            </dl>
            <pre className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-ink">
              {m.text}
            </pre>
            {m.links.length > 0 ? (
              <div className="mt-3">
                <h3 className="text-sm font-semibold text-slate-600">{text.links}</h3>
                <ul className="mt-1 flex flex-col gap-1">
                  {m.links.map((href) => (
                    <li key={href}>
                      <a href={href} className="break-all text-brand underline">
                        {href}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
