/** A red circle with an exclamation mark, shown on error dialogs (decorative). */
export function ErrorIcon({ className = 'h-12 w-12' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <circle cx="24" cy="24" r="22" className="fill-red-50 stroke-red-200" strokeWidth="2" />
      <path d="M24 13v14" className="stroke-red-600" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="34" r="2.6" className="fill-red-600" />
    </svg>
  );
}
