import { fieldDirection } from './field-direction';

describe('fieldDirection', () => {
  it('keeps addresses, phone numbers and codes left to right', () => {
    expect(fieldDirection({ type: 'email' })).toBe('ltr');
    expect(fieldDirection({ type: 'tel' })).toBe('ltr');
    expect(fieldDirection({ inputMode: 'numeric' })).toBe('ltr');
    expect(fieldDirection({ type: 'text', inputMode: 'decimal' })).toBe('ltr');
  });

  it('lets other text follow the page, and a given dir win', () => {
    expect(fieldDirection({ type: 'text' })).toBeUndefined();
    expect(fieldDirection({})).toBeUndefined();
    expect(fieldDirection({ type: 'email', dir: 'auto' })).toBe('auto');
  });
});
