import { useTranslations } from 'next-intl';
import type { TRankReason } from '@/lib/contract/planner';

/** 'Why this rank?': the ranking's reasons, one line per factor; a native disclosure (keyboard and screen readers for free). */
export function WhyRank({ reasons, score }: { reasons: readonly TRankReason[]; score: number }) {
  const t = useTranslations('Planner');
  if (reasons.length === 0) return null;
  return (
    <details className="group rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <summary className="flex min-h-8 cursor-pointer items-center font-semibold text-brand">
        {t('whyRank')}
      </summary>
      <p className="mt-1 text-xs text-slate-600">{t('score', { score: score.toFixed(2) })}</p>
      <ul className="mt-1 list-disc ps-5 text-slate-700 [&>*+*]:mt-1">
        {reasons.map((r) => (
          <li key={r.factor}>
            {r.text}{' '}
            <span className="text-xs text-slate-500">({t('reasonWeight', { weight: r.weight })})</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
