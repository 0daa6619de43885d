'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import type { Answer } from '@/lib/client/answer';
import { listTemplates, previewTemplate, saveTemplate, uploadImage } from '@/lib/client/notify-campaigns';
import type { TTemplateView } from '@/lib/contract/notify-campaigns';
import { PanelState } from './panel-state';
import { buttonClass, fieldErrors, inputClass, secondaryButtonClass, useAnswer } from './use-answer';

const VARIABLES =
  '{{first_name}} {{last_name}} {{email}} {{city}} {{country}} {{agency_name}} {{unsubscribe_url}}';

/**
 * notifications-engine?tab=templates: the agency's mail templates, and an editor with a preview for
 * a sample customer and image upload into the body. The server sanitises what is saved.
 */
export function TemplatesPanel() {
  const t = useTranslations('NotifyCampaigns');
  const [answer, reload] = useAnswer(listTemplates);
  const [editing, setEditing] = useState<TTemplateView | 'new' | null>(null);
  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="templates-heading" className="text-xl font-semibold">
          {t('templates.heading')}
        </h2>
        <button type="button" className={buttonClass} onClick={() => setEditing('new')}>
          {t('templates.new')}
        </button>
      </div>
      {editing && (
        <TemplateEditor
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      <PanelState answer={answer} />
      {answer?.ok &&
        (answer.data.length === 0 ? (
          <p>{t('templates.empty')}</p>
        ) : (
          <ul className="list-divided flex flex-col rounded border">
            {answer.data.map((tpl) => (
              <li key={tpl.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="min-w-0 break-words">
                  <strong>{tpl.name}</strong> — {tpl.subject}
                </span>
                <button type="button" className={secondaryButtonClass} onClick={() => setEditing(tpl)}>
                  {t('templates.edit')}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function TemplateEditor({ template, onSaved }: { template: TTemplateView | null; onSaved: () => void }) {
  const t = useTranslations('NotifyCampaigns');
  const [name, setName] = useState(template?.name ?? '');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [body, setBody] = useState(template?.body_html ?? '<p>Dear {{first_name}},</p>\n<p></p>');
  const [result, setResult] = useState<Answer<unknown>>();
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const errors = fieldErrors(result);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const saved = await saveTemplate({ name, subject, body_html: body }, template?.id);
    setBusy(false);
    setResult(saved);
    if (saved.ok) onSaved();
  };
  const showPreview = async () => {
    const p = await previewTemplate({ subject, body_html: body });
    setResult(p);
    setPreview(p.ok ? p.data : null);
  };
  const addImage = async () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    const up = await uploadImage(chosen);
    setResult(up);
    if (up.ok) {
      setBody((b) => `${b}\n<p><img src="${up.data.url}" alt="" width="600" /></p>`);
      setNote(t('templates.imageAdded'));
    }
    if (file.current) file.current.value = '';
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded border p-3" noValidate>
      <Field id="tpl-name" label={t('name')} error={errors.name}>
        <input id="tpl-name" className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field id="tpl-subject" label={t('templates.subject')} error={errors.subject}>
        <input
          id="tpl-subject"
          className={inputClass}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
      </Field>
      <Field id="tpl-body" label={t('templates.body')} error={errors.body_html}>
        <textarea
          id="tpl-body"
          className={`${inputClass} min-h-40 font-mono text-sm`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      <p className="text-sm break-words text-gray-600">{t('templates.variables', { list: VARIABLES })}</p>
      <div>
        <label htmlFor="tpl-image" className="block text-sm font-medium">
          {t('templates.image')}
        </label>
        <input
          id="tpl-image"
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={addImage}
          className="max-w-full"
        />
        {errors.file && <p className="text-sm text-red-700">{errors.file}</p>}
        {note && (
          <p className="text-sm text-green-700" aria-live="polite">
            {note}
          </p>
        )}
      </div>
      {result && !result.ok && result.status !== 400 && (
        <p role="alert" className="text-red-700">
          {result.message ?? t('failed')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass} disabled={busy}>
          {t('save')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={showPreview}>
          {t('templates.preview')}
        </button>
      </div>
      {preview && (
        <section className="rounded border bg-gray-50 p-3" aria-label={t('templates.previewFor')}>
          <p className="font-semibold break-words">{preview.subject}</p>
          {/* Sanitised by the server (lib/backend/notify-engine/render.ts) before it is sent here. */}
          <div
            className="prose max-w-full overflow-x-auto break-words [&_img]:h-auto [&_img]:max-w-full"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised render.
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        </section>
      )}
    </form>
  );
}

export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
