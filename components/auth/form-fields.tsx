'use client';

import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
  useState,
} from 'react';
import { fieldDirection } from '../common/field-direction';

const inputClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand focus:outline-2 focus:outline-brand/40 aria-[invalid=true]:border-red-600 read-only:bg-slate-100 read-only:text-slate-600';

/** The error line under a field, tied to it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Something beside the input inside its row (the password's show/hide toggle). */
  trailing?: ReactNode;
};

/** A labelled input with its error message; react-hook-form's `register()` spreads into it. */
export function TextField({ label, error, ref, trailing, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} ${trailing ? 'pe-12' : ''}`}
          {...rest}
          dir={fieldDirection(rest)}
        />
        {trailing}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A password input with the show/hide toggle of §2 dialog 2. */
export function PasswordField({
  showLabel,
  hideLabel,
  ...rest
}: Omit<TextFieldProps, 'type' | 'trailing'> & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          className="absolute top-1/2 end-1 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

export function SelectField({ label, error, ref, children, className = '', ...rest }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...rest}
      >
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The dialog's main button (full width, 44 px). */
export function SubmitButton({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    // aria-disabled rather than disabled: a disabled button drops keyboard focus to <body>, where
    // the dialog's Escape no longer reaches it.
    <button
      type="submit"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(e) => {
        if (busy) e.preventDefault();
      }}
      className="inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand px-5 text-base font-semibold text-on-brand hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** A text-styled button inside a dialog (Forgot Password, Sign up, Register). */
export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-6 items-center rounded font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
    >
      {children}
    </button>
  );
}

/** The outcome line of a dialog (error or success), announced to screen readers. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children?: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="min-h-0">
      {children ? (
        <p
          className={`rounded-lg px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {children}
        </p>
      ) : null}
    </div>
  );
}
