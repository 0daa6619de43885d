import { useTranslations } from 'next-intl';
import { RichText } from '@/components/common/rich-text';
import { CONTAINER } from '@/components/home/section-heading';
import { countryInSentence } from '@/lib/content/agency';
import type { ContactModel } from '@/lib/content/contact';
import { mailtoHref, telHref } from '@/lib/shell/contact';
import { ContactIcon } from './contact-icons';

/**
 * The custom about page of agencies with the customAboutPage capability (spec §6: agency 72): a
 * picture-led introduction over the secondary background, the configured text, and a contact card.
 */
export function CustomAbout({
  contact,
  aboutHtml,
  background,
  certificates,
}: {
  contact: ContactModel;
  aboutHtml: string | null;
  background: string | null;
  certificates: string[];
}) {
  const t = useTranslations('Info');
  const th = useTranslations('Home');
  const { agency } = contact;
  const phone = contact.phones[0] ?? agency.phone;
  const email = contact.emails[0] ?? agency.email;
  return (
    <main>
      <header
        className="relative isolate overflow-hidden bg-brand bg-cover bg-center text-on-brand"
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
      >
        {background ? <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand/80" /> : null}
        <div className={`${CONTAINER} py-14 lg:py-24`}>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight lg:text-5xl">
            {t('customAbout.title', { agency: agency.name })}
          </h1>
          <p className="mt-4 max-w-2xl text-lg opacity-90">{t('customAbout.intro')}</p>
          {agency.countryName ? (
            <p className="mt-6 inline-flex rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold">
              {t('customAbout.basedIn', { country: countryInSentence(agency.countryName) })}
            </p>
          ) : null}
        </div>
      </header>
      <div
        className={`${CONTAINER} grid grid-cols-1 gap-10 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14 lg:py-16`}
      >
        <div>{aboutHtml ? <RichText html={aboutHtml} /> : null}</div>
        <aside aria-labelledby="about-contact" className="[&>*+*]:mt-6">
          <section className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <h2 id="about-contact" className="text-xl font-bold text-ink">
              {t('customAbout.getInTouch')}
            </h2>
            <p className="mt-2 text-slate-600">{t('customAbout.getInTouchBody')}</p>
            <ul className="mt-5 [&>*+*]:mt-3">
              {phone ? (
                <li className="flex items-center gap-3">
                  <span className="text-brand">
                    <ContactIcon name="phone" />
                  </span>
                  <a href={telHref(phone) ?? undefined} className="font-semibold text-ink hover:text-brand">
                    {phone}
                  </a>
                </li>
              ) : null}
              {email ? (
                <li className="flex items-center gap-3">
                  <span className="text-brand">
                    <ContactIcon name="email" />
                  </span>
                  <a
                    href={mailtoHref(email) ?? undefined}
                    className="break-all font-semibold text-ink hover:text-brand"
                  >
                    {email}
                  </a>
                </li>
              ) : null}
            </ul>
            <a href="/contact-us" className="mt-6 button-brand">
              {t('customAbout.contactLink')}
            </a>
          </section>
          {certificates.length > 0 ? (
            <ul className="flex flex-wrap gap-4">
              {certificates.map((src, i) => (
                <li key={src}>
                  {/* biome-ignore lint/performance/noImgElement: certification marks of any aspect ratio; the optimiser is off. */}
                  <img
                    src={src}
                    alt={th('certificateAlt', { agency: agency.name, n: i + 1 })}
                    loading="lazy"
                    className="h-14 w-auto"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </aside>
      </div>
    </main>
  );
}
