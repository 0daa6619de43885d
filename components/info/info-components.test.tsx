/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { RichText } from '@/components/common/rich-text';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { agencyFacts, legalTemplateValues } from '@/lib/content/agency';
import { contactModel } from '@/lib/content/contact';
import { seedWorkingConfig } from '@/lib/content/test-support';
import { ContactDetails } from './contact-details';
import { InfoPage } from './info-page';
import { LEGAL_SECTIONS, LegalDocument } from './legal-document';

describe('RichText', () => {
  it('renders configured HTML without scripts, handlers or javascript: links', () => {
    const { container } = renderWithIntl(
      <RichText
        html={
          '<h1>About</h1><p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><script>bad()</script>'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/script|onclick|javascript/);
  });
});

describe('InfoPage', () => {
  it('titles the page and leads back home', () => {
    renderWithIntl(
      <InfoPage title="About us">
        <p>x</p>
      </InfoPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/search/trips');
  });
});

describe('ContactDetails', () => {
  it('shows customer-care phone, e-mail and WhatsApp as links, and the agency details', () => {
    renderWithIntl(<ContactDetails model={contactModel(seedWorkingConfig('demo'))} />);
    const care = screen.getByRole('region', { name: 'Customer care' });
    expect(within(care).getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(within(care).getByRole('link', { name: 'care@wanderlight.example' })).toHaveAttribute(
      'href',
      'mailto:care@wanderlight.example',
    );
    expect(within(care).getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/442079460958',
    );
    const agency = screen.getByRole('region', { name: 'Agency details' });
    expect(agency).toHaveTextContent('Wanderlight Holidays');
    expect(agency).toHaveTextContent('12 Harbour Yard, SW10 0XD London');
    expect(agency).toHaveTextContent('United Kingdom');
    expect(within(agency).getByRole('link', { name: 'hello@wanderlight.example' })).toBeInTheDocument();
  });

  it('says so when the agency configures no customer care', () => {
    renderWithIntl(
      <ContactDetails model={contactModel(seedWorkingConfig('b2b', { customercare_set: [] }))} />,
    );
    expect(screen.getByText('Contact details for this agency are not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open WhatsApp' })).toBeNull();
  });
});

describe('LegalDocument', () => {
  it.each(Object.keys(LEGAL_SECTIONS) as (keyof typeof LEGAL_SECTIONS)[])(
    '%s is filled with the agency name, country and contact e-mail',
    (kind) => {
      const values = legalTemplateValues(agencyFacts(seedWorkingConfig('b2b')));
      const { container } = renderWithIntl(<LegalDocument kind={kind} values={values} />);
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(LEGAL_SECTIONS[kind].length);
      const text = container.textContent ?? '';
      expect(text).toContain('agents@meridian-trade.example');
      expect(text).not.toMatch(/\{|\}/);
      expect(text).toMatch(/Meridian Trade Travel|Netherlands/);
    },
  );

  it('reads naturally when the agency gives no country or e-mail', () => {
    const values = legalTemplateValues(
      agencyFacts(
        seedWorkingConfig('demo', {
          agency_details: { name: 'Bare Travel', details: {} },
          customercare_set: [],
        }),
      ),
    );
    const { container } = renderWithIntl(<LegalDocument kind="conditions" values={values} />);
    const text = container.textContent ?? '';
    expect(text).toContain('the law of the country where Bare Travel is established');
    expect(text).toContain('the address on our Contact Us page');
    expect(text).not.toMatch(/\bnone\b/);
  });
});
