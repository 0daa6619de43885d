import clsx from 'clsx';

/** The end of a staff form: its submit button (disabled while busy) and why it failed, if it did. */
export function FormEnd({
  label,
  busy,
  failure,
  quiet = false,
}: {
  label: string;
  busy: boolean;
  failure: string | null;
  /** An outlined button rather than a filled one. */
  quiet?: boolean;
}) {
  return (
    <>
      <button
        type="submit"
        disabled={busy}
        className={clsx(
          'min-h-11 w-fit rounded-lg px-4 font-semibold disabled:opacity-60',
          quiet ? 'border border-brand text-brand' : 'bg-brand text-white',
        )}
      >
        {label}
      </button>
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
    </>
  );
}
