import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import type { ShellModel } from '@/lib/shell/model';
import { ShellPathProvider } from './shell-path';
import type { ShellText } from './shell-text';

export const MAIN_CONTENT_ID = 'content';

/** Header, page, footer. A server component: only the path-dependent leaves inside are client code. */
export function SiteShell({
  tenant,
  model,
  text,
  children,
}: {
  tenant: string;
  model: ShellModel;
  text: ShellText;
  children: ReactNode;
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
        <SiteFooter model={model} text={text.footer} />
      </div>
    </ShellPathProvider>
  );
}
