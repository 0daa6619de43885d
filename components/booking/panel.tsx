import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A titled card of the booking pages (its heading names the section for assistive technology). */
export function Panel({
  id,
  title,
  gap = 'gap-2',
  children,
}: {
  id: string;
  title: string;
  gap?: 'gap-2' | 'gap-3';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={clsx('flex flex-col rounded-2xl border border-slate-200 bg-white p-4', gap)}
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
