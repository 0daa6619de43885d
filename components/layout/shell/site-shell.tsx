import type { ReactNode } from 'react';
import { ShellPathProvider } from '@/components/common/shell-path';
import { SiteFooter } from '@/components/layout/footer/site-footer';
import { SiteHeader } from '@/components/layout/header/site-header';
import type { ShellModel } from '@/lib/shell/model';
import type { ShellText } from './shell-text';
import { ShowOnPath } from './show-on-path';

export const MAIN_CONTENT_ID = 'content';

/** Header, page, footer. A server component: only the path-dependent leaves inside are client code. */
export function SiteShell({
  tenant,
  model,
  text,
  children,
  builder = false,
  footerExtra,
}: {
  tenant: string;
  model: ShellModel;
  text: ShellText;
  children: ReactNode;
  /** The site's no-code renderer draws the search pages' header and footer (spec §2). */
  builder?: boolean;
  /** Under the footer's links (the site's "Cookie settings" when it loads scripts). */
  footerExtra?: ReactNode;
}) {
  const header = <SiteHeader model={model} text={text} />;
  const footer = <SiteFooter model={model} text={text.footer} extra={footerExtra} />;
  return (
    <ShellPathProvider tenant={tenant}>
      <div className="flex min-h-screen flex-col">
        <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
          {text.header.skipToContent}
        </a>
        {builder ? <ShowOnPath rule="standardShellBesideBuilder">{header}</ShowOnPath> : header}
        <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </div>
        {builder ? <ShowOnPath rule="standardShellBesideBuilder">{footer}</ShowOnPath> : footer}
      </div>
    </ShellPathProvider>
  );
}
