/** The hotel sources of spec §9; a site that configures hotel providers narrows them. */
export const HOTEL_SOURCES = ['grn', 'offline', 'tbo', 'hotelbeds'] as const;
export type HotelSource = (typeof HOTEL_SOURCES)[number];

export const isHotelSource = (s: string): s is HotelSource =>
  (HOTEL_SOURCES as readonly string[]).includes(s);
