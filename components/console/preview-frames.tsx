'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLocalePrefix } from '@/components/i18n/locale-link';
import { withLocalePrefix } from '@/i18n/routing';
import { PREVIEW_PAGES, type PreviewPage } from '@/lib/console/preview-target';

/** The widths the preview shows the site at (issue 32 item 2): a phone and a desktop. */
const WIDTHS = [390, 1280] as const;
type Width = (typeof WIDTHS)[number];
/** The desktop page is drawn at half size so it fits beside the console. */
const DESKTOP_SCALE = 0.5;
const FRAME_HEIGHT = 760;

/**
 * The live preview (issue 32 item 2): the real pages of the site rendered from the admin's saved
 * draft (app/…/console/preview/route.ts turns on the draft for this admin only), one page and width
 * at a time. `stamp` changes with each saved draft, so the frame loads it again.
 */
export function PreviewFrames({ stamp }: { stamp: number }) {
  const t = useTranslations('Console');
  const prefix = useLocalePrefix();
  const [page, setPage] = useState<PreviewPage>('home');
  const [width, setWidth] = useState<Width>(390);
  const src = withLocalePrefix(`/console/preview?page=${page}&draft=${stamp}`, prefix);
  const scale = width === 390 ? 1 : DESKTOP_SCALE;

  return (
    <div className="flex flex-col gap-3" data-testid="console-preview">
      <div className="flex flex-wrap gap-4">
        <Choice
          legend={t('previewPageLegend')}
          name="preview-page"
          options={PREVIEW_PAGES.map((p) => ({ value: p, label: t(`previewPage.${p}`) }))}
          value={page}
          onChange={(v) => setPage(v as PreviewPage)}
        />
        <Choice
          legend={t('previewWidthLegend')}
          name="preview-width"
          options={WIDTHS.map((w) => ({ value: String(w), label: t('previewWidth', { width: w }) }))}
          value={String(width)}
          onChange={(v) => setWidth(Number(v) as Width)}
        />
      </div>
      <div className="max-w-full overflow-x-auto rounded-xl border border-slate-300 bg-slate-100">
        <div style={{ width: width * scale, height: FRAME_HEIGHT * scale }} className="overflow-hidden">
          <iframe
            key={src}
            src={src}
            title={t('previewFrame', { page: t(`previewPage.${page}`), width })}
            width={width}
            height={FRAME_HEIGHT}
            style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }}
            className="border-0 bg-white"
          />
        </div>
      </div>
    </div>
  );
}

function Choice({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-ink has-[:checked]:border-brand has-[:checked]:font-semibold"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
