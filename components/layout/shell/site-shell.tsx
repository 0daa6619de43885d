import type { ReactNode } from 'react';
import { ShellPathProvider } from '@/components/common/shell-path';
import { SiteFooter } from '@/components/layout/footer/site-footer';
import { SiteHeader } from '@/components/layout/header/site-header';
import type { ShellModel } from '@/lib/shell/model';
import type { ShellText } from './shell-text';

export const MAIN_CONTENT_ID = 'content';

/** Header, page, footer. A server component: only the path-dependent leaves inside are client code. */
export function SiteShell({
  tenant,
  model,
  text,
  children,
  footerExtra,
}: {
  tenant: string;
  model: ShellModel;
  text: ShellText;
  children: ReactNode;
  /** Under the footer's links (the site's "Cookie settings" when it loads scripts). */
  footerExtra?: ReactNode;
}) {
  return (
    <ShellPathProvider tenant={tenant}>
      <div className="flex min-h-screen flex-col">
        <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
          {text.header.skipToContent}
        </a>
        <SiteHeader model={model} text={text} />
        <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </div>
        <SiteFooter model={model} text={text.footer} extra={footerExtra} />
      </div>
    </ShellPathProvider>
  );
}
