import { HomeIcon } from '@/components/common/shell-icons';
import Link from '@/components/i18n/locale-link';
import type { MobileText } from '@/components/layout/shell/shell-text';
import { ShowOnPath } from '@/components/layout/shell/show-on-path';
import type { ShellModel } from '@/lib/shell/model';
import { SHELL_ROUTES } from '@/lib/shell/routes';
import { BackButton } from './back-button';
import { MobileHeaderBar } from './mobile-header-bar';
import { MobileMenu } from './mobile-menu';

/** The header below 1024 px (spec §2 "Mobile shell"). */
export function MobileHeader({ model, text }: { model: ShellModel; text: MobileText }) {
  return (
    <MobileHeaderBar
      logo={model.logo}
      name={model.agencyName}
      logoLabel={text.logoLabel}
      start={
        <>
          <MobileMenu
            entries={model.mobile.sideMenu}
            text={text}
            agencyName={model.agencyName}
            languages={model.header.languages}
          />
          <ShowOnPath rule="backButton">
            <BackButton label={text.back} />
          </ShowOnPath>
        </>
      }
      end={
        model.mobile.homeButton ? (
          <Link
            href={SHELL_ROUTES.home}
            aria-label={text.homeButton}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <HomeIcon />
          </Link>
        ) : null
      }
    />
  );
}
