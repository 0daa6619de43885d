import { ZSiteConfig } from '@/lib/contract/site-config';
import { brandOf } from './brand';

const config = (patch: Record<string, unknown> = {}) =>
  ZSiteConfig.parse({
    agency_details: {
      name: 'Wanderlight Holidays',
      details: { code: '+44', mobile_number: '2079460958', email: 'hello@wanderlight.example' },
    },
    subdomain: 'demo',
    agency_id: 1001,
    main_button_color: '#0f766e',
    customercare_set: [
      { type: 'customer_care_number', value: '+44 20 7946 0958' },
      { type: 'customer_care_email', value: 'care@wanderlight.example' },
    ],
    ...patch,
  });

describe('brandOf', () => {
  it('takes the agency name, main_button_color and customer care details', () => {
    expect(brandOf(config(), 'https://demo.example')).toEqual({
      agencyName: 'Wanderlight Holidays',
      accent: '#0f766e',
      onAccent: '#ffffff',
      phone: '+44 20 7946 0958',
      email: 'care@wanderlight.example',
      website: 'https://demo.example',
    });
  });

  it("falls back to the agency's own contact details and a safe default colour", () => {
    const b = brandOf(config({ customercare_set: [], main_button_color: 'red; evil' }));
    expect(b.phone).toBe('+44 2079460958');
    expect(b.email).toBe('hello@wanderlight.example');
    expect(b.accent).toMatch(/^#[0-9a-f]{6}$/i);
    expect(b.accent).not.toBe('red; evil');
    expect(brandOf(config({ main_button_color: '#FC0' })).accent).toBe('#FFCC00');
    expect(brandOf(config({ main_button_color: '#0f766e80' })).accent).toBe('#0f766e');
  });
});
