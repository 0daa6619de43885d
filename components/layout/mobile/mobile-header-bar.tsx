'use client';

import { type ReactNode, useCallback, useState } from 'react';
import { SiteLogo } from '@/components/layout/header/site-logo';
import { logoWidthAtBarHeight, mobileLogoLayout } from '@/lib/shell/mobile-logo';
import { SHELL_ROUTES } from '@/lib/shell/routes';

/**
 * The mobile header bar: controls at the start, the logo in the middle, an optional control at the
 * end. The logo is a plain <a>, so tapping it reloads /search/trips (a full navigation, as the spec
 * asks). Once the logo has loaded its width decides the bar height (spec §9, see mobileLogoLayout).
 */
export function MobileHeaderBar({
  logo,
  name,
  logoLabel,
  start,
  end,
}: {
  logo: string | null;
  name: string;
  logoLabel: string;
  start: ReactNode;
  end: ReactNode;
}) {
  const [logoWidth, setLogoWidth] = useState<number | null>(null);
  const layout = mobileLogoLayout(logoWidth);

  // A callback ref also catches an image that finished loading before hydration.
  const measure = useCallback((img: HTMLImageElement | null) => {
    if (!img) return;
    const read = () => setLogoWidth(logoWidthAtBarHeight(img.naturalWidth, img.naturalHeight));
    if (img.complete) read();
    else img.addEventListener('load', read, { once: true });
  }, []);

  return (
    <div
      className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 lg:hidden"
      style={{ height: layout.headerHeight }}
      data-testid="mobile-header"
      data-header-height={layout.headerHeight}
    >
      <div className="flex items-center gap-1">{start}</div>
      {/* A plain <a>, not next/link: the spec wants the logo to reload /search/trips. */}
      <a
        href={SHELL_ROUTES.home}
        aria-label={logoLabel}
        className="flex items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {logo ? (
          <MeasuredLogo src={logo} height={layout.logoHeight} measure={measure} />
        ) : (
          <SiteLogo src={null} name={name} />
        )}
      </a>
      <div className="flex items-center justify-end gap-1">{end}</div>
    </div>
  );
}

function MeasuredLogo({
  src,
  height,
  measure,
}: {
  src: string;
  height: number;
  measure: (img: HTMLImageElement | null) => void;
}) {
  return (
    // biome-ignore lint/performance/noImgElement: the natural size is measured; the optimiser is off anyway.
    <img ref={measure} src={src} alt="" className="w-auto max-w-[50vw] object-contain" style={{ height }} />
  );
}
