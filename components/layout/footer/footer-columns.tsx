'use client';

import { MailIcon, PhoneIcon } from '@/components/common/shell-icons';
import { ShellLink } from '@/components/layout/header/nav-link';
import type { FooterText } from '@/components/layout/shell/shell-text';
import type { NavLink } from '@/lib/shell/links';
import type { ShellModel } from '@/lib/shell/model';
import { SocialLinks } from './social-links';

type FooterModel = ShellModel['footer'];

/** The column headings show from 1024 px; the compact footer below has none. */
const headingClass = 'footer-heading hidden lg:block';

/**
 * A titled column of links from 1024 px. Below, the column's box, title and list box give way
 * (`contents`), so its items join the one wrapped row of links of the compact footer.
 */
function LinkColumn({ title, links, newTabHint }: { title: string; links: NavLink[]; newTabHint: string }) {
  if (links.length === 0) return null;
  return (
    <div className="contents lg:block">
      <h2 className={headingClass}>{title}</h2>
      <ul className="contents lg:block lg:[&>*+*]:mt-2">
        {links.map((link) => (
          <li key={link.id}>
            <ShellLink link={link} newTabHint={newTabHint} className="footer-link" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Customer support phone and e-mail, each only when configured. */
function CustomerSupport({ footer, text }: { footer: FooterModel; text: FooterText }) {
  const { phone, email } = footer;
  if (!phone && !email) return null;
  return (
    <div>
      <h2 className="footer-heading">{text.customerSupport}</h2>
      <ul className="[&>*+*]:mt-2">
        {phone && (
          <li>
            <a href={phone.href} className="footer-contact-link">
              <PhoneIcon className="h-4 w-4" />
              <span className="sr-only">{text.phone}: </span>
              {phone.label}
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={email.href} className="footer-contact-link">
              <MailIcon className="h-4 w-4" />
              <span className="sr-only">{text.email}: </span>
              {email.label}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * The footer's content (spec §2): from 1024 px four columns (agency and customer support, Company,
 * Useful links, Follow us) above a copyright band; below, one column of agency, customer support, a
 * wrapped row of all the links, social icons, copyright. A client leaf on purpose: the server
 * component payload then carries the footer's links, not its markup a second time (every byte of
 * server-rendered markup is in the page twice).
 */
export function FooterColumns({
  agencyName,
  footer,
  text,
}: {
  agencyName: string;
  footer: FooterModel;
  text: FooterText;
}) {
  return (
    <>
      <div className="flex flex-col gap-6 lg:mx-auto lg:grid lg:max-w-7xl lg:grid-cols-4 lg:gap-10 lg:px-6 lg:py-12">
        <div className="[&>*+*]:mt-6">
          <p className="text-lg font-bold tracking-tight">{agencyName}</p>
          <CustomerSupport footer={footer} text={text} />
        </div>
        <div className="flex flex-wrap gap-x-5 gap-y-2 lg:contents">
          <LinkColumn title={text.company} links={footer.companyLinks} newTabHint={text.opensInNewTab} />
          <LinkColumn
            title={text.usefulLinks}
            links={[...footer.configLinks, ...footer.legalLinks]}
            newTabHint={text.opensInNewTab}
          />
        </div>
        {footer.social.length > 0 && (
          <div>
            <h2 className={headingClass}>{text.followUs}</h2>
            <SocialLinks links={footer.social} names={text.social} newTabHint={text.opensInNewTab} />
          </div>
        )}
      </div>
      {footer.copyright && (
        <div className="mt-6 lg:mt-0 lg:border-t lg:border-current/15">
          <p className="text-sm lg:mx-auto lg:max-w-7xl lg:px-6 lg:py-4">{footer.copyright}</p>
        </div>
      )}
    </>
  );
}
