/** Where the organised-package pages live (spec §2): desktop and mobile (mbl/) variants. */
export type PackageLayout = 'desktop' | 'mobile';

const BASE: Record<PackageLayout, string> = { desktop: '/static_package', mobile: '/mbl/static_package' };

export const packageListPath = (layout: PackageLayout) => `${BASE[layout]}/list`;
export const packageDetailPath = (layout: PackageLayout, id: string) =>
  `${BASE[layout]}/detail?id=${encodeURIComponent(id)}`;
