import { useTranslations } from 'next-intl';
import type { ContactModel } from '@/lib/content/contact';
import { mailtoHref, telHref, whatsAppHref } from '@/lib/shell/contact';
import { ContactIcon } from './contact-icons';

function ContactCard({
  icon,
  label,
  value,
  href,
  external = false,
}: {
  icon: 'phone' | 'email' | 'whatsapp';
  label: string;
  value: string;
  href: string | null;
  external?: boolean;
}) {
  return (
    <li className="flex min-w-0 items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
        <ContactIcon name={icon} />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-500">{label}</span>
        {href ? (
          <a
            href={href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="mt-0.5 block [overflow-wrap:anywhere] text-lg font-semibold text-ink underline-offset-4 hover:text-brand hover:underline"
          >
            {value}
          </a>
        ) : (
          <span className="mt-0.5 block [overflow-wrap:anywhere] text-lg font-semibold text-ink">
            {value}
          </span>
        )}
      </span>
    </li>
  );
}

/** Customer care (every configured phone and e-mail, WhatsApp) beside the agency's own details. */
export function ContactDetails({ model }: { model: ContactModel }) {
  const t = useTranslations('Info.contactUs');
  const { agency } = model;
  const hasCare = model.phones.length + model.emails.length > 0;
  const agencyRows: { term: string; value: string | null; href?: string | null }[] = [
    { term: t('agencyName'), value: agency.name },
    { term: t('address'), value: agency.addressLines.join(', ') || null },
    { term: t('country'), value: agency.countryName },
    { term: t('agencyEmail'), value: agency.email, href: mailtoHref(agency.email) },
    { term: t('agencyPhone'), value: agency.phone, href: telHref(agency.phone) },
  ];
  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
      <section aria-labelledby="contact-care">
        <h2 id="contact-care" className="text-2xl font-bold tracking-tight text-ink">
          {t('careTitle')}
        </h2>
        {hasCare ? (
          <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {model.phones.map((phone) => (
              <ContactCard
                key={`p-${phone}`}
                icon="phone"
                label={t('phone')}
                value={phone}
                href={telHref(phone)}
              />
            ))}
            {model.emails.map((email) => (
              <ContactCard
                key={`e-${email}`}
                icon="email"
                label={t('email')}
                value={email}
                href={mailtoHref(email)}
              />
            ))}
            {model.whatsapp ? (
              <ContactCard
                icon="whatsapp"
                label={t('whatsapp')}
                value={t('whatsappAction')}
                href={whatsAppHref(model.whatsapp)}
                external
              />
            ) : null}
          </ul>
        ) : (
          <p className="mt-4 text-slate-600">{t('noContacts')}</p>
        )}
      </section>
      <section
        aria-labelledby="contact-agency"
        className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:p-8"
      >
        <h2 id="contact-agency" className="flex items-center gap-3 text-xl font-bold text-ink">
          <span className="text-brand">
            <ContactIcon name="building" />
          </span>
          {t('agencyTitle')}
        </h2>
        <dl className="mt-5 [&>*+*]:mt-4">
          {agencyRows.map(({ term, value, href }) =>
            value ? (
              <div key={term}>
                <dt className="text-sm font-medium text-slate-500">{term}</dt>
                <dd className="mt-0.5 [overflow-wrap:anywhere] font-medium text-ink">
                  {href ? (
                    <a href={href} className="underline-offset-4 hover:text-brand hover:underline">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ) : null,
          )}
        </dl>
      </section>
    </div>
  );
}
