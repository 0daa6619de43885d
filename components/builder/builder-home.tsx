import type { ReactNode } from 'react';
import type { BuilderPage } from '@/lib/builder/model';
import { SEARCH_FORM_ID } from './begin-trip-button';
import { type BuilderLoginSlot, BuilderNodes } from './builder-nodes';

/**
 * A no-code search page (spec §1, §2): the site's builder header, its search section above the search
 * module, and its builder footer, in place of the standard header and footer (the shell hides them
 * on these paths, components/layout/shell/site-shell.tsx). Server-rendered and cached per tenant.
 */
export function BuilderHome({
  page,
  searchForm,
  slot,
}: {
  page: BuilderPage;
  /** The search module (components/home/search-form-slot.tsx), or null when the site hides it. */
  searchForm: ReactNode;
  slot: BuilderLoginSlot;
}) {
  return (
    <div className="builder-page" data-builder="page">
      {page.header.length > 0 && (
        <header className="flex flex-wrap items-center gap-3 px-4 py-3 lg:px-6" data-builder="header">
          <BuilderNodes nodes={page.header} slot={slot} />
        </header>
      )}
      <main data-builder="search">
        {page.search.length > 0 && (
          <section className="flex flex-col gap-3 px-4 py-6 lg:px-6">
            <BuilderNodes nodes={page.search} slot={slot} />
          </section>
        )}
        {searchForm ? (
          <div id={SEARCH_FORM_ID} className="mx-auto w-full max-w-6xl scroll-mt-4 px-4 py-6 lg:px-6">
            {searchForm}
          </div>
        ) : null}
      </main>
      {page.footer.length > 0 && (
        <footer className="flex flex-wrap items-center gap-3 px-4 py-6 lg:px-6" data-builder="footer">
          <BuilderNodes nodes={page.footer} slot={slot} />
        </footer>
      )}
    </div>
  );
}
