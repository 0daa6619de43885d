'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PlannerStatus } from '@/components/common/planner-status';
import { fetchAgentQuery, saveAgentSelections } from '@/lib/client/agent-queries';
import type { TAgentQueryData } from '@/lib/contract/agent-queries';

type Choice = { hotels: Set<string>; items: Set<string>; note: string };
const choiceOf = (d: TAgentQueryData): Choice => ({
  hotels: new Set(d.selections.hotel_codes),
  items: new Set(d.selections.item_ids),
  note: d.selections.note ?? '',
});
const toggled = (set: Set<string>, v: string) => {
  const next = new Set(set);
  if (next.has(v)) next.delete(v);
  else next.add(v);
  return next;
};

/** One query opened: what it offers as checkboxes, a note, and Save (fetch_data_for_agent_query, save_agent_selections). */
export function QueryDetail({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const t = useTranslations('AgentQueries');
  const [data, setData] = useState<TAgentQueryData | null | 'error'>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [status, setStatus] = useState<{ kind: 'saving' | 'saved' | 'conflict' | 'failed' } | null>(null);

  const load = (then?: () => void) =>
    void fetchAgentQuery(leadId).then((r) => {
      if (!r.ok) return setData('error');
      setData(r.data);
      setChoice(choiceOf(r.data));
      then?.();
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per query opened
  useEffect(() => load(), [leadId]);

  if (data === 'error') return <p role="alert">{t('loadError')}</p>;
  if (!data || !choice) return <PlannerStatus kind="loading" text={t('loading')} />;

  const save = async () => {
    setStatus({ kind: 'saving' });
    const r = await saveAgentSelections({
      lead_id: leadId,
      version: data.selections.version,
      hotel_codes: data.options.hotels.map((h) => h.code).filter((c) => choice.hotels.has(c)),
      item_ids: data.options.items.map((i) => i.id).filter((i) => choice.items.has(i)),
      note: choice.note.trim() || null,
    });
    if (r.ok) {
      setData({ ...data, selections: r.data });
      setStatus({ kind: 'saved' });
    } else if (r.status === 409) load(() => setStatus({ kind: 'conflict' }));
    else setStatus({ kind: 'failed' });
  };

  const q = data.query;
  return (
    <section
      aria-labelledby="query-heading"
      className="flex flex-col gap-4 rounded-md border border-slate-300 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="query-heading" className="text-lg font-semibold text-ink">
          {t('detail.heading', { title: q.title })}
        </h2>
        <button type="button" className="min-h-11 text-brand underline" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <p className="text-sm text-slate-700">
        {data.quotation
          ? `${t('detail.quotation', { oppId: data.quotation.opp_id })}${data.quotation.accepted_at ? ` · ${t('detail.accepted')}` : ''}`
          : t('detail.noQuotation')}
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-ink">{t('detail.hotels')}</legend>
        {data.options.hotels.map((h) => (
          <label key={h.code} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="h-6 w-6"
              checked={choice.hotels.has(h.code)}
              onChange={() => setChoice({ ...choice, hotels: toggled(choice.hotels, h.code) })}
            />
            <span>
              {h.name} — {h.city} ({t('detail.nights', { nights: h.nights })})
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-ink">{t('detail.items')}</legend>
        {data.options.items.map((i) => (
          <label key={i.id} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="h-6 w-6 shrink-0"
              checked={choice.items.has(i.id)}
              onChange={() => setChoice({ ...choice, items: toggled(choice.items, i.id) })}
            />
            <span>
              {t('detail.day', { day: i.day })}: {i.title}
            </span>
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-ink">{t('detail.note')}</span>
        <textarea
          className="min-h-24 rounded-md border border-slate-400 p-2 text-base"
          maxLength={2000}
          value={choice.note}
          onChange={(e) => setChoice({ ...choice, note: e.target.value })}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="min-h-11 rounded-md bg-brand px-5 py-2 font-medium text-on-brand disabled:opacity-60"
          disabled={status?.kind === 'saving'}
          onClick={() => void save()}
        >
          {status?.kind === 'saving' ? t('detail.saving') : t('detail.save')}
        </button>
        {data.selections.saved_by ? (
          <span className="text-sm text-slate-700">
            {t('detail.savedBy', { name: data.selections.saved_by })}
          </span>
        ) : null}
      </div>
      <p aria-live="polite" role="status" className="text-sm">
        {status?.kind === 'saved'
          ? t('detail.saved')
          : status?.kind === 'conflict'
            ? t('detail.conflict')
            : status?.kind === 'failed'
              ? t('detail.saveFailed')
              : ''}
      </p>
    </section>
  );
}
