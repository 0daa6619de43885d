import { COPYRIGHT_YEAR, type ShellConfig, type ShellLabels } from '@/lib/shell/model';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@/lib/shell/social';
import { UPDATES_LABEL_PREFIX } from '@/lib/tenant/capabilities';

/** A next-intl translator of one namespace (server `getTranslations` or `createTranslator` in tests). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface HeaderText {
  skipToContent: string;
  logoLabel: string;
  modesNav: string;
  more: string;
  siteNav: string;
  login: string;
  countryCurrency: string;
  language: string;
  opensInNewTab: string;
}

export interface FooterText {
  customerSupport: string;
  phone: string;
  email: string;
  company: string;
  usefulLinks: string;
  followUs: string;
  social: Record<SocialNetwork, string>;
  opensInNewTab: string;
}

export interface MobileText {
  openMenu: string;
  closeMenu: string;
  title: string;
  back: string;
  homeButton: string;
  logoLabel: string;
  contact: string;
  language: string;
  opensInNewTab: string;
}

export interface ShellText {
  labels: ShellLabels;
  header: HeaderText;
  footer: FooterText;
  mobile: MobileText;
}

type TextConfig = Pick<ShellConfig, 'agency_name' | 'origin' | 'currency' | 'customer_care'>;

/**
 * Every string of the shell, resolved once on the server from the Header, Footer and MobileMenu
 * catalogues, so client components receive plain strings and need no message provider.
 */
export function resolveShellText(
  t: { header: Translate; footer: Translate; mobile: Translate },
  cfg: TextConfig,
): ShellText {
  const name = cfg.agency_name;
  const prefix = { prefix: UPDATES_LABEL_PREFIX };
  const phone = cfg.customer_care.phone ?? '';
  const email = cfg.customer_care.email ?? '';
  return {
    labels: {
      header: {
        aboutUs: t.header('aboutUs'),
        contactUs: t.header('contactUs'),
        updates: t.header('updates'),
        updatesWithPrefix: t.header('updatesWithPrefix', prefix),
      },
      footer: {
        aboutUs: t.footer('aboutUs'),
        contactUs: t.footer('contactUs'),
        updates: t.footer('updates'),
        updatesWithPrefix: t.footer('updatesWithPrefix', prefix),
        termsAndConditions: t.footer('termsAndConditions'),
        privacyPolicy: t.footer('privacyPolicy'),
        copyright: t.footer('copyright', { year: String(COPYRIGHT_YEAR), name }),
      },
      sideMenu: {
        home: t.mobile('home'),
        bookings: t.mobile('bookings'),
        termsAndConditions: t.mobile('termsAndConditions'),
        privacyPolicy: t.mobile('privacyPolicy'),
        updates: t.mobile('updates'),
        updatesWithPrefix: t.mobile('updatesWithPrefix', prefix),
        aboutUs: t.mobile('aboutUs'),
        contactUs: t.mobile('contactUs'),
        whatsApp: t.mobile('whatsApp'),
        login: t.mobile('login'),
        callUs: t.mobile('callUs', { phone }),
        emailUs: t.mobile('emailUs', { email }),
        chatOnWhatsApp: t.mobile('chatOnWhatsApp', { phone }),
      },
    },
    header: {
      skipToContent: t.header('skipToContent'),
      logoLabel: t.header('logoLabel', { name }),
      modesNav: t.header('modesNav'),
      more: t.header('more'),
      siteNav: t.header('siteNav'),
      login: t.header('login'),
      countryCurrency: t.header('countryCurrency', {
        country: cfg.origin ?? '',
        currency: cfg.currency ?? '',
      }),
      language: t.header('language'),
      opensInNewTab: t.header('opensInNewTab'),
    },
    footer: {
      customerSupport: t.footer('customerSupport'),
      phone: t.footer('phone'),
      email: t.footer('email'),
      company: t.footer('company'),
      usefulLinks: t.footer('usefulLinks'),
      followUs: t.footer('followUs'),
      social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, t.footer(`social.${n}`)])) as Record<
        SocialNetwork,
        string
      >,
      opensInNewTab: t.footer('opensInNewTab'),
    },
    mobile: {
      openMenu: t.mobile('openMenu'),
      closeMenu: t.mobile('closeMenu'),
      title: t.mobile('title'),
      back: t.mobile('back'),
      homeButton: t.mobile('homeButton'),
      logoLabel: t.mobile('logoLabel', { name }),
      contact: t.mobile('contact'),
      language: t.header('language'),
      opensInNewTab: t.mobile('opensInNewTab'),
    },
  };
}
