/** Viewports of the spec's two shells: mobile means a screen narrower than 1024 px (§2). */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;
export const MOBILE_VIEWPORT = { width: 390, height: 844 } as const;
