'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { Answer } from '@/lib/client/answer';
import { listSegments, previewSegment, saveSegment } from '@/lib/client/notify-campaigns';
import type { TSegmentFilterInput } from '@/lib/contract/notify-campaigns';
import { PanelState } from './panel-state';
import { Field } from './templates-panel';
import { buttonClass, fieldErrors, inputClass, secondaryButtonClass, useAnswer } from './use-answer';

/** notifications-engine?tab=segments: saved filters over customers and their bookings, with a live count. */
export function SegmentsPanel() {
  const t = useTranslations('NotifyCampaigns');
  const [answer, reload] = useAnswer(listSegments);
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="segments-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="segments-heading" className="text-xl font-semibold">
          {t('segments.heading')}
        </h2>
        <button type="button" className={buttonClass} onClick={() => setOpen(true)}>
          {t('segments.new')}
        </button>
      </div>
      {open && (
        <SegmentForm
          onSaved={() => {
            setOpen(false);
            reload();
          }}
        />
      )}
      <PanelState answer={answer} />
      {answer?.ok &&
        (answer.data.length === 0 ? (
          <p>{t('segments.empty')}</p>
        ) : (
          <ul className="list-divided flex flex-col rounded border">
            {answer.data.map((s) => (
              <li key={s.id} className="flex flex-wrap justify-between gap-2 p-3">
                <strong className="break-words">{s.name}</strong>
                <span>{t('segments.customers', { count: s.customers })}</span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function SegmentForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslations('NotifyCampaigns');
  const [name, setName] = useState('');
  const [f, setF] = useState({ search: '', tags: '', city: '', country: '', from: '', to: '' });
  const [subscribedOnly, setSubscribedOnly] = useState(true);
  const [booked, setBooked] = useState<'' | 'yes' | 'no'>('');
  const [result, setResult] = useState<Answer<unknown>>();
  const [count, setCount] = useState<number | null>(null);
  const errors = fieldErrors(result);

  const filter = (): TSegmentFilterInput => {
    const tags = f.tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return {
      search: f.search || undefined,
      city: f.city || undefined,
      country: f.country || undefined,
      ...(tags.length ? { tags } : {}),
      ...(subscribedOnly ? { subscribed_only: true } : {}),
      ...(booked ? { has_booked: booked === 'yes' } : {}),
      ...(f.from ? { booked_from: f.from } : {}),
      ...(f.to ? { booked_to: f.to } : {}),
    };
  };
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setF({ ...f, [k]: e.target.value });
  const check = async () => {
    const r = await previewSegment(filter());
    setResult(r);
    setCount(r.ok ? r.data.customers : null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await saveSegment(name, filter());
    setResult(r);
    if (r.ok) onSaved();
  };
  const err = (k: string) => errors[k] ?? errors[`filter.${k}`];

  return (
    <form onSubmit={submit} className="grid gap-3 rounded border p-3 sm:grid-cols-2" noValidate>
      <Field id="seg-name" label={t('name')} error={errors.name}>
        <input id="seg-name" className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field id="seg-search" label={t('segments.search')} error={err('search')}>
        <input id="seg-search" className={inputClass} value={f.search} onChange={set('search')} />
      </Field>
      <Field id="seg-tags" label={t('segments.tags')} error={err('tags')}>
        <input id="seg-tags" className={inputClass} value={f.tags} onChange={set('tags')} />
      </Field>
      <Field id="seg-city" label={t('segments.city')} error={err('city')}>
        <input id="seg-city" className={inputClass} value={f.city} onChange={set('city')} />
      </Field>
      <Field id="seg-country" label={t('segments.country')} error={err('country')}>
        <input id="seg-country" className={inputClass} value={f.country} onChange={set('country')} />
      </Field>
      <Field id="seg-booked" label={t('segments.booked')}>
        <select
          id="seg-booked"
          className={inputClass}
          value={booked}
          onChange={(e) => setBooked(e.target.value as '' | 'yes' | 'no')}
        >
          <option value="">{t('segments.bookedAny')}</option>
          <option value="yes">{t('segments.bookedYes')}</option>
          <option value="no">{t('segments.bookedNo')}</option>
        </select>
      </Field>
      <Field id="seg-from" label={t('segments.bookedFrom')} error={err('booked_from')}>
        <input id="seg-from" type="date" className={inputClass} value={f.from} onChange={set('from')} />
      </Field>
      <Field id="seg-to" label={t('segments.bookedTo')} error={err('booked_to')}>
        <input id="seg-to" type="date" className={inputClass} value={f.to} onChange={set('to')} />
      </Field>
      <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          checked={subscribedOnly}
          onChange={(e) => setSubscribedOnly(e.target.checked)}
        />
        {t('segments.subscribedOnly')}
      </label>
      {count !== null && (
        <p aria-live="polite" className="sm:col-span-2">
          {t('segments.count', { count })}
        </p>
      )}
      {result && !result.ok && result.status !== 400 && (
        <p role="alert" className="text-red-700 sm:col-span-2">
          {result.message ?? t('failed')}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass}>
          {t('save')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={check}>
          {t('segments.check')}
        </button>
      </div>
    </form>
  );
}
