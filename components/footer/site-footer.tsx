import { ShellLink } from '@/components/header/nav-link';
import { MailIcon, PhoneIcon } from '@/components/shell/icons';
import type { FooterText } from '@/components/shell/shell-text';
import type { NavLink } from '@/lib/shell/links';
import type { ShellModel } from '@/lib/shell/model';
import { FooterFrame } from './footer-frame';
import { SocialLinks } from './social-links';

const linkClass =
  'rounded text-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

function LinkColumn({ title, links, newTabHint }: { title: string; links: NavLink[]; newTabHint: string }) {
  if (links.length === 0) return null;
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{title}</h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.id}>
            <ShellLink link={link} newTabHint={newTabHint} className={linkClass} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Customer support phone and e-mail, each only when configured. */
export function CustomerSupport({ model, text }: { model: ShellModel; text: FooterText }) {
  const { phone, email } = model.footer;
  if (!phone && !email) return null;
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{text.customerSupport}</h2>
      <ul className="space-y-2">
        {phone && (
          <li>
            <a href={phone.href} className={`inline-flex items-center gap-2 ${linkClass}`}>
              <PhoneIcon className="h-4 w-4" />
              <span className="sr-only">{text.phone}: </span>
              {phone.label}
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={email.href} className={`inline-flex items-center gap-2 ${linkClass}`}>
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

/** The desktop footer (spec §2). Hidden below 1024 px, where the mobile footer takes over. */
export function SiteFooter({ model, text }: { model: ShellModel; text: FooterText }) {
  const { footer } = model;
  return (
    <FooterFrame>
      <div className="mx-auto grid max-w-7xl grid-cols-4 gap-10 px-6 py-12">
        <div className="space-y-6">
          <p className="text-lg font-bold tracking-tight">{model.agencyName}</p>
          <CustomerSupport model={model} text={text} />
        </div>
        <LinkColumn title={text.company} links={footer.companyLinks} newTabHint={text.opensInNewTab} />
        <LinkColumn
          title={text.usefulLinks}
          links={[...footer.configLinks, ...footer.legalLinks]}
          newTabHint={text.opensInNewTab}
        />
        {footer.social.length > 0 && (
          <div>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide">{text.followUs}</h2>
            <SocialLinks links={footer.social} names={text.social} newTabHint={text.opensInNewTab} />
          </div>
        )}
      </div>
      {footer.copyright && (
        <div className="border-t border-current/15">
          <p className="mx-auto max-w-7xl px-6 py-4 text-sm">{footer.copyright}</p>
        </div>
      )}
    </FooterFrame>
  );
}
