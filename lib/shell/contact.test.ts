import { mailtoHref, telHref, whatsAppHref } from './contact';

describe('contact links', () => {
  it.each([
    ['+44 20 7946 0958', 'tel:+442079460958', 'https://wa.me/442079460958'],
    ['(020) 7946-0958', 'tel:02079460958', 'https://wa.me/02079460958'],
    ['  +31 20 123 4567 ', 'tel:+31201234567', 'https://wa.me/31201234567'],
    ['call us', null, null],
    ['', null, null],
    [null, null, null],
  ])('phone %p → %p and %p', (phone, tel, wa) => {
    expect(telHref(phone)).toBe(tel);
    expect(whatsAppHref(phone)).toBe(wa);
  });

  it.each([
    ['care@wanderlight.example', 'mailto:care@wanderlight.example'],
    [' agents@meridian-trade.example ', 'mailto:agents@meridian-trade.example'],
    ['not an email', null],
    ['a@b', null],
    [null, null],
  ])('email %p → %p', (email, expected) => {
    expect(mailtoHref(email)).toBe(expected);
  });
});
