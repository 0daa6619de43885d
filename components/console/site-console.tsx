'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { useSignedInAnswer } from '@/components/booking/use-signed-in-answer';
import { PlannerStatus } from '@/components/common/planner-status';
import { useLocalePrefix } from '@/components/i18n/locale-link';
import { withLocalePrefix } from '@/i18n/routing';
import { useAppLocale } from '@/i18n/use-app-locale';
import { runsConsole } from '@/lib/auth/rules';
import type { Answer } from '@/lib/client/answer';
import {
  type ConsoleSite,
  leavePreview,
  loadConsoleSite,
  publishConsoleSite,
  publishProblems,
  restoreConsoleVersion,
  saveConsoleDraft,
} from '@/lib/client/console';
import { formatDateTime } from '@/lib/dates';
import {
  BRAND_FIELDS,
  type Config,
  isAddressField,
  isColourField,
  problemsOf,
  readBrand,
  writeBrand,
} from './brand-draft';
import { ConfigGroupFields } from './config-group-fields';
import { isGroupProblem } from './config-groups';
import { InventoryPanel } from './inventory-panel';
import { MarkupFields } from './markup-fields';
import { PeoplePanel } from './people-panel';
import { PreviewFrames } from './preview-frames';

/**
 * The site console (issue 32, agency admin): the brand fields of the site's configuration as a
 * draft, seen first in a live preview of the real pages (for this admin only), published as a new
 * version visitors see at once, and every version with the fields it changed, any of which can be
 * restored. The server decides who gets in (lib/auth/rules runsConsole)
 * and checks every field; this page shows its answers.
 */
export function SiteConsole() {
  const t = useTranslations('Console');
  const auth = useAuth();
  const state = auth?.state;
  const user = state?.loggedIn ? state.user : null;
  const allowed = user !== null && runsConsole(user);
  // Each publish or restore counts one more load: the callback changes, so the page asks again.
  const [reloads, setReloads] = useState(0);
  const load = useCallback(
    (): Promise<Answer<ConsoleSite>> =>
      allowed && reloads >= 0
        ? loadConsoleSite()
        : Promise.resolve<Answer<ConsoleSite>>({ ok: false, status: 403, message: null, body: null }),
    [allowed, reloads],
  );
  const { gate, answer } = useSignedInAnswer(load);

  if (gate) return gate;
  if (!allowed) return <PlannerStatus kind="error" text={t('adminsOnly')} />;
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 lg:px-6 lg:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink lg:text-3xl">{t('heading')}</h1>
        <p className="text-sm text-slate-700">{t('intro')}</p>
      </header>
      {!answer ? (
        <PlannerStatus kind="loading" text={t('loading')} />
      ) : !answer.ok ? (
        <p role="alert" className="text-sm text-red-800">
          {answer.message ?? t('loadError')}
        </p>
      ) : (
        <>
          <Loaded site={answer.data} onChanged={() => setReloads((n) => n + 1)} />
          <PeoplePanel />
          <InventoryPanel />
        </>
      )}
    </section>
  );
}

function Loaded({ site, onChanged }: { site: ConsoleSite; onChanged: () => void }) {
  const t = useTranslations('Console');
  const locale = useAppLocale();
  const [draft, setDraft] = useState<Config>(site.config);
  // The last answer to a publish, a restore or a preview, and the draft it was about.
  const [result, setResult] = useState<Answer<number | boolean> | undefined>(undefined);
  const [sent, setSent] = useState<Config>(site.config);
  const [busy, setBusy] = useState(false);
  // JSON fields whose text does not parse yet: nothing is sent while there is one.
  const [unparsed, setUnparsed] = useState<ReadonlySet<string>>(new Set());
  const markUnparsed = useCallback((key: string, bad: boolean) => {
    setUnparsed((s) => {
      if (s.has(key) === bad) return s;
      const next = new Set(s);
      if (bad) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const refusedHere: Answer<number> = { ok: false, status: 400, message: null, body: null };
  // Set by each draft saved for the preview; null: no preview shown.
  const [previewStamp, setPreviewStamp] = useState<number | null>(null);
  const leaveHref = withLocalePrefix('/console/preview/leave', useLocalePrefix());
  // A reload after a publish or a restore starts the draft again from what is live.
  useEffect(() => {
    setDraft(site.config);
    setUnparsed(new Set());
  }, [site]);
  const brand = readBrand(draft);
  const problems = publishProblems(result);
  const fieldless = problems.filter(
    (p) =>
      !p.startsWith('config.pricing_configuration') &&
      !p.startsWith('config.markup_rules') &&
      !isGroupProblem(p) &&
      BRAND_FIELDS.every((field) => problemsOf([p], field, sent).length === 0),
  );

  const act = async (call: () => Promise<Answer<number>>) => {
    setBusy(true);
    setSent(draft);
    const answer = await call();
    setBusy(false);
    setResult(answer);
    if (answer.ok) {
      // What was previewed is live now (or replaced): the preview ends, in this browser too.
      setPreviewStamp(null);
      await leavePreview(leaveHref);
      onChanged();
    }
  };

  const preview = async () => {
    if (unparsed.size > 0) return setResult(refusedHere);
    setBusy(true);
    setSent(draft);
    const answer = await saveConsoleDraft(draft);
    setBusy(false);
    setResult(answer.ok ? undefined : answer);
    if (answer.ok) setPreviewStamp(Date.now());
  };

  return (
    <>
      <form
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 lg:p-6"
        aria-labelledby="console-brand"
        onSubmit={(e) => {
          e.preventDefault();
          if (unparsed.size > 0) setResult(refusedHere);
          else void act(() => publishConsoleSite(site.version, draft));
        }}
      >
        <h2 id="console-brand" className="text-lg font-semibold text-ink">
          {t('brand')}
        </h2>
        {BRAND_FIELDS.map((field) => {
          const own = problemsOf(problems, field, sent);
          const id = `console-${field}`;
          return (
            <div key={field} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium text-ink">
                {t(`field.${field}`)}
              </label>
              <div className="flex items-center gap-2">
                {isColourField(field) && (
                  <span
                    aria-hidden="true"
                    className="size-8 shrink-0 rounded-md border border-slate-300"
                    style={{ backgroundColor: brand[field] || 'transparent' }}
                  />
                )}
                <input
                  id={id}
                  value={brand[field]}
                  dir={isColourField(field) || isAddressField(field) ? 'ltr' : undefined}
                  aria-invalid={own.length > 0 || undefined}
                  aria-describedby={own.length > 0 ? `${id}-problem` : `${id}-hint`}
                  onChange={(e) => setDraft((d) => writeBrand(d, field, e.target.value))}
                  className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-ink"
                />
              </div>
              {own.length > 0 ? (
                <p id={`${id}-problem`} className="text-sm text-red-800">
                  {own.join(' ')}
                </p>
              ) : (
                <p id={`${id}-hint`} className="text-xs text-slate-600">
                  {t(`hint.${field}`)}
                </p>
              )}
            </div>
          );
        })}
        <MarkupFields draft={draft} live={site.config} problems={problems} onChange={setDraft} />
        <ConfigGroupFields
          key={site.version}
          draft={draft}
          problems={problems}
          onChange={setDraft}
          onUnparsed={markUnparsed}
        />
        {result && !result.ok && (
          <div role="alert" className="text-sm text-red-800">
            <p>
              {result.status === 400
                ? t('notPublished')
                : result.status === 409
                  ? t('siteChanged')
                  : (result.message ?? t('publishError'))}
            </p>
            {fieldless.length > 0 && (
              <ul className="list-disc ps-5">
                {fieldless.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {result?.ok && typeof result.data === 'number' && (
          <p role="status" className="text-sm text-green-800">
            {t('published', { version: result.data })}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => void preview()}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand px-5 font-semibold text-brand disabled:opacity-60"
          >
            {t('preview')}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white disabled:opacity-60"
          >
            {busy ? t('publishing') : t('publish')}
          </button>
        </div>
      </form>

      {previewStamp !== null && (
        <section aria-labelledby="console-preview" className="flex flex-col gap-2">
          <h2 id="console-preview" className="text-lg font-semibold text-ink">
            {t('previewHeading')}
          </h2>
          <p className="text-sm text-slate-700">{t('previewHint')}</p>
          <PreviewFrames stamp={previewStamp} />
        </section>
      )}

      <section aria-labelledby="console-versions" className="flex flex-col gap-3">
        <h2 id="console-versions" className="text-lg font-semibold text-ink">
          {t('versions')}
        </h2>
        {site.versions.length === 0 ? (
          <p className="text-sm text-slate-700">{t('noVersions')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {site.versions.map((v) => (
              <li
                key={v.version}
                data-testid="console-version"
                className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1 text-sm">
                  <p className="font-semibold text-ink">
                    {t('versionLine', { version: v.version })} ·{' '}
                    {t('action', { action: v.action, from: v.restored_from ?? 0 })}
                    {v.version === site.version && <span className="ms-2 text-green-800">{t('live')}</span>}
                  </p>
                  <p className="text-slate-700">
                    {formatDateTime(v.at, locale)}
                    {v.author ? ` · ${v.author}` : ''}
                  </p>
                  {v.action !== 'original' && (
                    <p className="break-words text-slate-700">
                      {v.changes.length > 0
                        ? t('changed', { fields: v.changes.join(', ') })
                        : t('nothingChanged')}
                    </p>
                  )}
                </div>
                {v.version !== site.version && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void act(() => restoreConsoleVersion(site.version, v.version))}
                    className="inline-flex min-h-11 shrink-0 items-center rounded-lg border border-brand px-4 font-semibold text-brand disabled:opacity-60"
                  >
                    {t('restore')}
                    <span className="sr-only"> {t('versionLine', { version: v.version })}</span>
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
