import { LanguagePicker } from '@/components/i18n/language-picker';
import Link from '@/components/i18n/locale-link';
import type { HeaderText } from '@/components/layout/shell/shell-text';
import { ShowOnPath } from '@/components/layout/shell/show-on-path';
import type { ShellModel } from '@/lib/shell/model';
import { SHELL_ROUTES } from '@/lib/shell/routes';
import { CountryCurrencySlot } from './country-currency-slot';
import { ModeMenu } from './mode-menu';
import { ShellLink } from './nav-link';
import { ProfileMenu } from './profile-menu';
import { SiteLogo } from './site-logo';

/** The header bar at 1024 px and wider (spec §2 "Desktop header and footer"). */
export function DesktopHeader({ model, text }: { model: ShellModel; text: HeaderText }) {
  const { header } = model;
  return (
    <div className="hidden lg:block" data-testid="desktop-header">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-6">
        <Link href={SHELL_ROUTES.home} aria-label={text.logoLabel} className="header-logo-link">
          <SiteLogo src={model.logo} name={model.agencyName} />
        </Link>
        <ShowOnPath rule="modeMenu">
          <ModeMenu modes={header.modes} label={text.modesNav} moreLabel={text.more} />
        </ShowOnPath>
        <div className="ms-auto flex items-center gap-3">
          {header.links.length > 0 && (
            <nav aria-label={text.siteNav}>
              <ul className="flex items-center gap-1">
                {header.links.map((link) => (
                  <li key={link.id}>
                    <ShellLink link={link} newTabHint={text.opensInNewTab} className="header-link" />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <LanguagePicker
            locales={header.languages.locales}
            defaultLocale={header.languages.defaultLocale}
            current={header.languages.current}
            label={text.language}
          />
          <ShowOnPath rule="countryCurrency">
            <CountryCurrencySlot
              country={header.country}
              currency={header.currency}
              label={text.countryCurrency}
            />
          </ShowOnPath>
          <ProfileMenu loginLabel={text.login} />
        </div>
      </div>
    </div>
  );
}
