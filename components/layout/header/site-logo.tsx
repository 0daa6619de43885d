/**
 * The agency's logo, or its name in the brand colour when no logo is configured. Decorative inside a
 * link that carries the accessible name.
 */
export function SiteLogo({
  src,
  name,
  className = 'h-10 w-auto max-w-[220px]',
  style,
}: {
  src: string | null;
  name: string;
  className?: string;
  style?: React.CSSProperties;
}) {
  if (!src) {
    return <span className="whitespace-nowrap text-lg font-bold tracking-tight text-brand">{name}</span>;
  }
  return (
    // A plain <img>: logos come in any aspect ratio, so the height is fixed and the width follows.
    // biome-ignore lint/performance/noImgElement: logos have unknown intrinsic size; the optimiser is off anyway.
    <img src={src} alt="" className={`object-contain ${className}`} style={style} decoding="async" />
  );
}
