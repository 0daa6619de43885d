import { getTranslations } from 'next-intl/server';

/**
 * The strip across an admin's live preview (issue 32 item 2): says the page shows their unpublished
 * draft, seen by nobody else, and leads out of the preview. Rendered only in draft mode.
 */
export async function PreviewBar({ leaveHref }: { leaveHref: string }) {
  const t = await getTranslations('Console');
  return (
    <div
      role="status"
      data-testid="preview-bar"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <span className="font-semibold">{t('previewBar')}</span>
      <a href={leaveHref} className="inline-flex min-h-11 items-center font-semibold underline">
        {t('leavePreview')}
      </a>
    </div>
  );
}
