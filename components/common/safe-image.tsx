'use client';

import { useEffect, useRef, useState } from 'react';

/** A decorative supplier image that disappears when it cannot load (supplier hosts come and go). */
export function SafeImage({
  src,
  className,
  priority = false,
}: {
  src: string;
  className: string;
  /** The page's largest picture (its LCP element): fetched first. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before hydration, when React is not yet listening for `error`.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    // biome-ignore lint/performance/noImgElement: supplier images from any host
    <img
      ref={ref}
      src={src}
      alt=""
      className={className}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
