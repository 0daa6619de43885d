/** The heading and optional intro line that open every home-page section. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mb-6 lg:mb-8">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {intro ? <p className="section-intro">{intro}</p> : null}
    </div>
  );
}

/** The page width every home section shares with the header and footer (styles/globals.css). */
export const CONTAINER = 'page-container';
