'use client';

import { useEffect, useRef, useState } from 'react';

/** A decorative supplier image that disappears when it cannot load (supplier hosts come and go). */
export function SafeImage({ src, className }: { src: string; className: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before hydration, when React is not yet listening for `error`.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  // biome-ignore lint/performance/noImgElement: supplier images from any host
  return <img ref={ref} src={src} alt="" className={className} onError={() => setFailed(true)} />;
}
