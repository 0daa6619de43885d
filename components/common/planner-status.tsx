import type { ReactNode } from 'react';

/**
 * Loading and error states of the planner pages, with an optional retry (client pages) and/or
 * something to show under the text, e.g. a link back to the search (server pages pass it as children).
 * No 'use client': it holds no state, so server pages render it on the server; a retry `action`
 * (a function) can only come from a client caller, where it renders as part of that client tree.
 */
export function PlannerStatus({
  kind,
  text,
  action,
  children,
}: {
  kind: 'loading' | 'error';
  text: string;
  action?: { label: string; onClick: () => void };
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-3 px-4 py-16 text-center">
      {kind === 'loading' ? (
        <p role="status" className="flex items-center gap-3 text-slate-700">
          <span
            className="h-5 w-5 animate-spin rounded-full border-2 border-brand border-t-transparent"
            aria-hidden="true"
          />
          {text}
        </p>
      ) : (
        <p role="alert" className="text-red-800">
          {text}
        </p>
      )}
      {action && (
        <button
          type="button"
          onClick={action.onClick}
          className="min-h-11 rounded-lg border border-brand px-4 text-sm font-semibold text-brand"
        >
          {action.label}
        </button>
      )}
      {children}
    </div>
  );
}
