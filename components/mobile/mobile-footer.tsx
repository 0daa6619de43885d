import { CustomerSupport } from '@/components/footer/site-footer';
import { SocialLinks } from '@/components/footer/social-links';
import { ShellLink } from '@/components/header/nav-link';
import type { FooterText } from '@/components/shell/shell-text';
import { ShowOnPath } from '@/components/shell/show-on-path';
import type { ShellModel } from '@/lib/shell/model';

/** The compact footer below 1024 px; it appears only on /search/trips (spec §2 "Mobile shell"). */
export function MobileFooter({ model, text }: { model: ShellModel; text: FooterText }) {
  const { footer } = model;
  return (
    <ShowOnPath rule="mobileFooter">
      <footer data-testid="mobile-footer" className="main-footer bg-brand px-5 py-8 text-on-brand lg:hidden">
        <div className="space-y-6">
          <p className="text-lg font-bold tracking-tight">{model.agencyName}</p>
          <CustomerSupport model={model} text={text} />
          <SocialLinks links={footer.social} names={text.social} newTabHint={text.opensInNewTab} />
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {[...footer.companyLinks, ...footer.configLinks, ...footer.legalLinks].map((link) => (
              <li key={link.id}>
                <ShellLink
                  link={link}
                  newTabHint={text.opensInNewTab}
                  className="inline-flex min-h-6 items-center text-sm hover:underline focus-visible:outline-2 focus-visible:outline-current"
                />
              </li>
            ))}
          </ul>
          {footer.copyright && <p className="text-sm">{footer.copyright}</p>}
        </div>
      </footer>
    </ShowOnPath>
  );
}
