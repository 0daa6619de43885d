import type { CSSProperties, ReactNode } from 'react';
import Link from '@/components/i18n/locale-link';
import { CountryCurrencySlot } from '@/components/layout/header/country-currency-slot';
import { ProfileMenu } from '@/components/layout/header/profile-menu';
import type { BuilderNode } from '@/lib/builder/model';
import { HOME_PATH } from '@/lib/shell/path-rules';
import { BeginTripButton } from './begin-trip-button';

/** What the Login link element shows (spec §2: the country/currency picker plus the profile dropdown). */
export interface BuilderLoginSlot {
  country: string | null;
  currency: string | null;
  countryCurrencyLabel: string;
  loginLabel: string;
  logoLabel: string;
  newTabHint: string;
}

const buttonClass =
  'inline-flex min-h-10 items-center justify-center rounded-full bg-brand px-5 text-sm font-semibold text-on-brand shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const linkClass = 'inline-flex min-h-6 items-center underline-offset-4 hover:underline';

/**
 * The no-code renderer's elements (spec §2 "Page-builder widgets"). A server component: every
 * node is already sanitised data (lib/builder/model.ts); only the beginTrip button and the Login
 * slot are client leaves.
 */
export function BuilderNodes({ nodes, slot }: { nodes: BuilderNode[]; slot: BuilderLoginSlot }): ReactNode {
  return nodes.map((node) => <BuilderElement key={node.id} node={node} slot={slot} />);
}

function BuilderElement({ node, slot }: { node: BuilderNode; slot: BuilderLoginSlot }) {
  const style = node.style as CSSProperties;
  switch (node.kind) {
    case 'image': {
      const img = (
        // biome-ignore lint/performance/noImgElement: configured artwork of unknown size; the optimiser is off anyway.
        <img src={node.src} alt={node.alt} style={style} className="max-w-full" decoding="async" />
      );
      if (node.brand)
        return (
          <Link href={HOME_PATH} aria-label={slot.logoLabel} className="inline-flex" data-builder="brand">
            {img}
          </Link>
        );
      return node.href ? <a href={node.href}>{img}</a> : img;
    }
    case 'text':
      return node.html !== null ? (
        <div
          className="builder-html max-w-full"
          style={style}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by lib/content/sanitize.ts (lib/builder/model.ts).
          dangerouslySetInnerHTML={{ __html: node.html }}
        />
      ) : (
        <p className="max-w-full" style={style}>
          {node.paragraph}
        </p>
      );
    case 'beginTrip':
      return <BeginTripButton label={node.label} mode={node.mode} className={buttonClass} style={style} />;
    case 'button':
      return (
        <a href={node.href} target="_blank" rel="noopener noreferrer" className={buttonClass} style={style}>
          {node.label}
          <span className="sr-only"> {slot.newTabHint}</span>
        </a>
      );
    case 'login':
      return (
        <div className="flex items-center gap-3" style={style} data-builder="login">
          <CountryCurrencySlot
            country={slot.country}
            currency={slot.currency}
            label={slot.countryCurrencyLabel}
          />
          <ProfileMenu loginLabel={slot.loginLabel} />
        </div>
      );
    case 'link':
      return node.external ? (
        <a href={node.href} target="_blank" rel="noopener noreferrer" className={linkClass} style={style}>
          {node.label}
          <span className="sr-only"> {slot.newTabHint}</span>
        </a>
      ) : (
        <Link href={node.href} className={linkClass} style={style}>
          {node.label}
        </Link>
      );
    case 'group':
      return (
        <div className="flex max-w-full min-w-0 flex-wrap items-center gap-3" style={style}>
          <BuilderNodes nodes={node.children} slot={slot} />
        </div>
      );
  }
}
