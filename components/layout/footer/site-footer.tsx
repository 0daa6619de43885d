import type { ReactNode } from 'react';
import type { FooterText } from '@/components/layout/shell/shell-text';
import type { ShellModel } from '@/lib/shell/model';
import { FooterColumns } from './footer-columns';
import { FooterFrame } from './footer-frame';

/**
 * The footer (spec §2), one for every width. From 1024 px: four columns (agency and customer
 * support, Company, Useful links, Follow us) above a copyright band. Below, on search/trips only
 * (FooterFrame): one column of agency, customer support, a wrapped row of all the links, social
 * icons, copyright. Shown in the order of the page at every width, so the keyboard and screen
 * readers meet things in the order they are seen in every browser.
 */
export function SiteFooter({
  model,
  text,
  extra,
}: {
  model: ShellModel;
  text: FooterText;
  extra?: ReactNode;
}) {
  const columns = <FooterColumns agencyName={model.agencyName} footer={model.footer} text={text} />;
  // Without an extra, the same tree as before (a site with no scripts sends the bytes it sent).
  return (
    <FooterFrame>
      {extra ? (
        <>
          {columns}
          <div className="pb-4 text-center lg:mx-auto lg:max-w-7xl lg:px-6">{extra}</div>
        </>
      ) : (
        columns
      )}
    </FooterFrame>
  );
}
