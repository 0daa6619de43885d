import { logoWidthAtBarHeight, MOBILE_LOGO_HEIGHT, mobileLogoLayout } from './mobile-logo';

describe('mobile logo rule: a logo under 70 px wide makes the header 70 px high', () => {
  it.each([
    [null, 56],
    [0, 56],
    [40, 70],
    [69.9, 70],
    [70, 56],
    [180, 56],
  ])('logo width %p → header %i px', (width, height) => {
    expect(mobileLogoLayout(width).headerHeight).toBe(height);
  });

  it('gives a narrow logo more height in the taller bar', () => {
    expect(mobileLogoLayout(40).logoHeight).toBeGreaterThan(mobileLogoLayout(200).logoHeight);
    expect(mobileLogoLayout(40).logoHeight).toBeLessThan(70);
  });

  it('measures the width the logo takes at the bar height', () => {
    expect(logoWidthAtBarHeight(200, 100)).toBe(MOBILE_LOGO_HEIGHT * 2);
    expect(logoWidthAtBarHeight(64, 64)).toBe(MOBILE_LOGO_HEIGHT);
    expect(logoWidthAtBarHeight(0, 0)).toBeNull();
  });
});
