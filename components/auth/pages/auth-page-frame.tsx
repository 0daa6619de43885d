import type { ReactNode } from 'react';

/** A narrow card for the account pages (set password, verify, mailbox). */
export function AuthPageFrame({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main className="mx-auto w-full px-4 py-10 lg:py-16" style={{ maxWidth: wide ? '64rem' : '32rem' }}>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <div className="mt-6 rounded-2xl border border-black/10 bg-white p-6 shadow-sm">{children}</div>
    </main>
  );
}
