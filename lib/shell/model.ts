import type { Locale } from '@/i18n/locales';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { mailtoHref, telHref, whatsAppHref } from './contact';
import { configLinks, type NavLink } from './links';
import { type ModeSplit, modesInlineOnly, splitModes, type Viewer } from './modes';
import { SHELL_ROUTES } from './routes';
import { type SocialLink, socialLinks } from './social';

/**
 * Everything the site shell shows, resolved on the server from the working configuration and the
 * translated labels, once per tenant. Plain serialisable data: client components get it as props.
 */

/** The spec fixes the copyright year (§2: "year 2025"). */
export const COPYRIGHT_YEAR = 2025;

export type ShellConfig = Pick<
  WorkingConfig,
  | 'agency_name'
  | 'logo'
  | 'modesEnabled'
  | 'isTourOperatorVariant'
  | 'about_us'
  | 'updates'
  | 'customer_care'
  | 'links'
  | 'capabilities'
  | 'hide_copy_right'
  | 'origin'
  | 'currency'
  | 'locales'
  | 'defaultLocale'
>;

/** Translated strings the model needs; `updatesWithPrefix` is already 'Visa Updates'. */
export interface ShellLabels {
  header: { aboutUs: string; contactUs: string; updates: string; updatesWithPrefix: string };
  footer: {
    aboutUs: string;
    contactUs: string;
    updates: string;
    updatesWithPrefix: string;
    termsAndConditions: string;
    privacyPolicy: string;
    /** '© 2025 <agency name>' */
    copyright: string;
  };
  sideMenu: {
    home: string;
    bookings: string;
    termsAndConditions: string;
    privacyPolicy: string;
    updates: string;
    updatesWithPrefix: string;
    aboutUs: string;
    contactUs: string;
    whatsApp: string;
    login: string;
    /** Accessible names of the contact links: 'Call +44 …', 'Email …', 'Chat on WhatsApp …'. */
    callUs: string;
    emailUs: string;
    chatOnWhatsApp: string;
  };
}

export interface ContactLink {
  label: string;
  href: string;
}

export type SideMenuEntry =
  | (NavLink & { kind: 'page' | 'config' })
  | (NavLink & { kind: 'contact'; icon: 'phone' | 'email' | 'whatsapp'; accessibleName: string })
  | { kind: 'login'; id: 'login'; label: string };

export interface ShellModel {
  agencyName: string;
  logo: string | null;
  header: {
    modes: ModeSplit;
    links: NavLink[];
    /** The agency's defaults, shown by the country/currency chip until the visitor picks. */
    country: string | null;
    currency: string | null;
    /** The site's languages for the language picker (shown when there are several). */
    languages: { locales: Locale[]; defaultLocale: Locale; current: Locale };
  };
  footer: {
    phone: ContactLink | null;
    email: ContactLink | null;
    social: SocialLink[];
    companyLinks: NavLink[];
    configLinks: NavLink[];
    legalLinks: NavLink[];
    copyright: string | null;
  };
  mobile: {
    /** Home button only on the two tour-operator variants. */
    homeButton: boolean;
    sideMenu: SideMenuEntry[];
  };
}

const page = (id: string, href: string, label: string): NavLink => ({ id, href, label, external: false });

/** Contact Us is "configured" when any customer-care entry exists: a phone, an e-mail or a contact text. */
export const hasContactDetails = (cfg: Pick<ShellConfig, 'customer_care'>): boolean =>
  Boolean(cfg.customer_care.phone || cfg.customer_care.email || cfg.customer_care.contactText);

const hasAboutPage = (cfg: ShellConfig): boolean =>
  Boolean(cfg.about_us) || cfg.capabilities.includes('customAboutPage');

/** Where About Us leads: the custom page for `customAboutPage` (agency 72), else /about_us. */
export const aboutHref = (cfg: Pick<ShellConfig, 'capabilities'>): string =>
  cfg.capabilities.includes('customAboutPage') ? SHELL_ROUTES.customAboutUs : SHELL_ROUTES.aboutUs;

/** 'Updates', or 'Visa Updates' for the agency with the `updatesLabelPrefix` capability (§6, agency 473). */
const updatesLabel = (cfg: ShellConfig, labels: { updates: string; updatesWithPrefix: string }): string =>
  cfg.capabilities.includes('updatesLabelPrefix') ? labels.updatesWithPrefix : labels.updates;

/** About us, Contact Us and Updates, each only when configured (spec §2), in the spec's order. */
export function infoLinks(
  cfg: ShellConfig,
  labels: { aboutUs: string; contactUs: string; updates: string; updatesWithPrefix: string },
): NavLink[] {
  const out: NavLink[] = [];
  if (hasAboutPage(cfg)) out.push(page('about-us', aboutHref(cfg), labels.aboutUs));
  if (hasContactDetails(cfg)) out.push(page('contact-us', SHELL_ROUTES.contactUs, labels.contactUs));
  if (cfg.updates) out.push(page('updates', SHELL_ROUTES.updates, updatesLabel(cfg, labels)));
  return out;
}

function sideMenu(cfg: ShellConfig, l: ShellLabels['sideMenu']): SideMenuEntry[] {
  const entries: SideMenuEntry[] = [
    { ...page('home', SHELL_ROUTES.home, l.home), kind: 'page' },
    { ...page('bookings', SHELL_ROUTES.bookings, l.bookings), kind: 'page' },
    { ...page('terms', SHELL_ROUTES.termsAndConditions, l.termsAndConditions), kind: 'page' },
    { ...page('privacy', SHELL_ROUTES.privacyPolicy, l.privacyPolicy), kind: 'page' },
    ...configLinks('header-link', cfg.links.header).map((link) => ({ ...link, kind: 'config' as const })),
    ...configLinks('footer-link', cfg.links.footer).map((link) => ({ ...link, kind: 'config' as const })),
  ];
  if (cfg.updates)
    entries.push({ ...page('updates', SHELL_ROUTES.updates, updatesLabel(cfg, l)), kind: 'page' });
  if (hasAboutPage(cfg)) entries.push({ ...page('about-us', aboutHref(cfg), l.aboutUs), kind: 'page' });
  // The side menu lists Contact Us unconditionally (spec §2 names it without "if present").
  entries.push({ ...page('contact-us', SHELL_ROUTES.contactUs, l.contactUs), kind: 'page' });

  const { phone, email } = cfg.customer_care;
  const tel = telHref(phone);
  const mail = mailtoHref(email);
  const whatsApp = whatsAppHref(phone);
  const contact = (
    icon: 'phone' | 'email' | 'whatsapp',
    href: string,
    label: string,
    accessibleName: string,
  ) =>
    entries.push({
      kind: 'contact',
      icon,
      id: icon,
      href,
      label,
      accessibleName,
      external: icon === 'whatsapp',
    });
  if (phone && tel) contact('phone', tel, phone, l.callUs);
  if (email && mail) contact('email', mail, email, l.emailUs);
  if (whatsApp) contact('whatsapp', whatsApp, l.whatsApp, l.chatOnWhatsApp);
  entries.push({ kind: 'login', id: 'login', label: l.login });
  return entries;
}

export function shellModel(
  cfg: ShellConfig,
  labels: ShellLabels,
  viewer: Viewer = 'consumer',
  locale: Locale = cfg.defaultLocale,
): ShellModel {
  const tel = telHref(cfg.customer_care.phone);
  const mail = mailtoHref(cfg.customer_care.email);
  return {
    agencyName: cfg.agency_name,
    logo: cfg.logo,
    header: {
      modes: splitModes(cfg.modesEnabled, { inlineOnly: modesInlineOnly(cfg.isTourOperatorVariant, viewer) }),
      links: [...infoLinks(cfg, labels.header), ...configLinks('header-link', cfg.links.header)],
      country: cfg.origin,
      currency: cfg.currency,
      languages: { locales: cfg.locales, defaultLocale: cfg.defaultLocale, current: locale },
    },
    footer: {
      phone: cfg.customer_care.phone && tel ? { label: cfg.customer_care.phone, href: tel } : null,
      email: cfg.customer_care.email && mail ? { label: cfg.customer_care.email, href: mail } : null,
      social: socialLinks(cfg.links),
      companyLinks: infoLinks(cfg, labels.footer),
      configLinks: configLinks('footer-link', cfg.links.footer),
      legalLinks: [
        page('terms', SHELL_ROUTES.termsAndConditions, labels.footer.termsAndConditions),
        page('privacy', SHELL_ROUTES.privacyPolicy, labels.footer.privacyPolicy),
      ],
      copyright: cfg.hide_copy_right ? null : labels.footer.copyright,
    },
    mobile: {
      homeButton: cfg.isTourOperatorVariant,
      sideMenu: sideMenu(cfg, labels.sideMenu),
    },
  };
}
