'use client';

import type { ButtonHTMLAttributes, Ref } from 'react';

type Variant = 'primary' | 'secondary' | 'danger';

const VARIANT: Record<Variant, string> = {
  primary: 'bg-brand text-on-brand hover:opacity-90',
  secondary: 'bg-white text-ink ring-1 ring-slate-300 hover:bg-slate-100',
  danger: 'bg-red-600 text-white hover:bg-red-700',
};

/** The buttons at the foot of a dialog (44 px tall: comfortably above the 24 px target minimum). */
export function DialogButton({
  variant = 'primary',
  className = '',
  ref,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: Variant;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={`inline-flex min-h-11 min-w-24 items-center justify-center rounded-xl px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${VARIANT[variant]} ${className}`}
      {...rest}
    />
  );
}
