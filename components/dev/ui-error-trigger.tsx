'use client';

import { useState } from 'react';

/**
 * The development page's UI error (dev/ui-error): a click makes this component throw while
 * rendering, so the page's error boundary catches a real UI error and reports it (send_to_slack/).
 * "Try again" on the boundary renders it afresh, ready to throw again.
 */
export function UiErrorTrigger({ label }: { label: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('Deliberate UI error (dev/ui-error)');
  return (
    <button
      type="button"
      className="min-h-11 rounded-md bg-brand px-5 py-2 font-medium text-on-brand"
      onClick={() => setBroken(true)}
    >
      {label}
    </button>
  );
}
