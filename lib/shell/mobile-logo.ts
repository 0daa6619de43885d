/**
 * Spec §9: "A mobile logo under 70 px wide makes the header 70 px high." A narrow (square-ish) logo
 * at the normal bar height would be tiny, so the bar grows to 70 px and the logo gets the room.
 */
export const NARROW_LOGO_WIDTH = 70;
export const MOBILE_HEADER_HEIGHT = 56;
export const TALL_MOBILE_HEADER_HEIGHT = 70;
/** Logo height inside the normal bar; its width at this height decides the rule. */
export const MOBILE_LOGO_HEIGHT = 36;
const TALL_LOGO_HEIGHT = 54;

export interface MobileLogoLayout {
  headerHeight: number;
  logoHeight: number;
}

/** Width the logo takes at the normal height, from its natural size; null when it isn't known yet. */
export function logoWidthAtBarHeight(naturalWidth: number, naturalHeight: number): number | null {
  if (!(naturalWidth > 0) || !(naturalHeight > 0)) return null;
  return (naturalWidth * MOBILE_LOGO_HEIGHT) / naturalHeight;
}

export function mobileLogoLayout(logoWidth: number | null): MobileLogoLayout {
  const narrow = logoWidth !== null && logoWidth > 0 && logoWidth < NARROW_LOGO_WIDTH;
  return narrow
    ? { headerHeight: TALL_MOBILE_HEADER_HEIGHT, logoHeight: TALL_LOGO_HEIGHT }
    : { headerHeight: MOBILE_HEADER_HEIGHT, logoHeight: MOBILE_LOGO_HEIGHT };
}
