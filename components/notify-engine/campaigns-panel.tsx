'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import Link from '@/components/i18n/locale-link';
import type { Answer } from '@/lib/client/answer';
import { createCampaign, listCampaigns, listSegments, listTemplates } from '@/lib/client/notify-campaigns';
import { PanelState } from './panel-state';
import { Field } from './templates-panel';
import { buttonClass, fieldErrors, inputClass, useAnswer } from './use-answer';

/** notifications-engine?tab=campaigns: the agency's campaigns (each opens at notifications-engine/{id}) and a new one. */
export function CampaignsPanel() {
  const t = useTranslations('NotifyCampaigns');
  const [answer, reload] = useAnswer(listCampaigns);
  return (
    <section aria-labelledby="campaigns-heading" className="flex flex-col gap-4">
      <h2 id="campaigns-heading" className="text-xl font-semibold">
        {t('campaigns.heading')}
      </h2>
      <NewCampaign onCreated={reload} />
      <PanelState answer={answer} />
      {answer?.ok &&
        (answer.data.length === 0 ? (
          <p>{t('campaigns.empty')}</p>
        ) : (
          <ul className="list-divided flex flex-col rounded border">
            {answer.data.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="min-w-0 break-words">
                  <strong>{c.name}</strong> · {t(`status.${c.status}`)} · {c.counts.sent}/
                  {c.counts.sent + c.counts.queued + c.counts.sending + c.counts.failed}
                </span>
                <Link href={`/notifications-engine/${c.id}`} className="min-h-11 px-2 py-2 underline">
                  {t('campaigns.open')}
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function NewCampaign({ onCreated }: { onCreated: () => void }) {
  const t = useTranslations('NotifyCampaigns');
  const [segments] = useAnswer(listSegments);
  const [templates] = useAnswer(listTemplates);
  const [name, setName] = useState('');
  const [segmentId, setSegmentId] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [result, setResult] = useState<Answer<unknown>>();
  const errors = fieldErrors(result);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await createCampaign({ name, segment_id: segmentId, template_id: templateId });
    setResult(r);
    if (r.ok) {
      setName('');
      onCreated();
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded border p-3 sm:grid-cols-3" noValidate>
      <Field id="camp-name" label={t('name')} error={errors.name}>
        <input id="camp-name" className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field id="camp-segment" label={t('campaigns.segment')} error={errors.segment_id}>
        <select
          id="camp-segment"
          className={inputClass}
          value={segmentId}
          onChange={(e) => setSegmentId(e.target.value)}
        >
          <option value="">{t('campaigns.choose')}</option>
          {segments?.ok &&
            segments.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
        </select>
      </Field>
      <Field id="camp-template" label={t('campaigns.template')} error={errors.template_id}>
        <select
          id="camp-template"
          className={inputClass}
          value={templateId}
          onChange={(e) => setTemplateId(e.target.value)}
        >
          <option value="">{t('campaigns.choose')}</option>
          {templates?.ok &&
            templates.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
        </select>
      </Field>
      {result && !result.ok && result.status !== 400 && (
        <p role="alert" className="text-red-700 sm:col-span-3">
          {result.message ?? t('failed')}
        </p>
      )}
      <div className="sm:col-span-3">
        <button type="submit" className={buttonClass}>
          {t('campaigns.create')}
        </button>
      </div>
    </form>
  );
}
