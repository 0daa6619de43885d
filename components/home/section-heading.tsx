/** The heading and optional intro line that open every home-page section. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mb-6 lg:mb-8">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink lg:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-2xl text-base text-slate-600">{intro}</p> : null}
    </div>
  );
}

/** The page width every home section shares with the header and footer. */
export const CONTAINER = 'mx-auto w-full max-w-7xl px-4 lg:px-6';
