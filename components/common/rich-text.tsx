import { sanitizeRichText } from '@/lib/content/sanitize';

/** Typography for configured HTML (no typography plugin: plain descendant utilities). */
export const RICH_TEXT_CLASSES = [
  'max-w-3xl text-base leading-relaxed text-slate-700 lg:text-lg',
  '[&>:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-ink [&_b]:font-semibold',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1.5 [&_li]:ps-1',
  '[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:mt-6 [&_blockquote]:border-s-4 [&_blockquote]:border-brand [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-start',
].join(' ');

/**
 * HTML from the site configuration, rendered only after the strict allow-list of sanitizeRichText.
 * A server component: the sanitiser never reaches the browser bundle.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const safe = sanitizeRichText(html);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText's allow-list just above.
  return <div className={`${RICH_TEXT_CLASSES} ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}
