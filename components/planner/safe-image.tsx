'use client';

import { useState } from 'react';

/** A decorative supplier image that disappears when it cannot load (supplier hosts come and go). */
export function SafeImage({ src, className }: { src: string; className: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  // biome-ignore lint/performance/noImgElement: supplier images from any host
  return <img src={src} alt="" className={className} onError={() => setFailed(true)} />;
}
