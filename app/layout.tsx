import type { ReactNode } from 'react';
import '@/styles/globals.css';

/**
 * Passes through: a site's document (`<html lang dir>`, body, theme, metadata) is rendered by
 * app/[tenant]/[locale]/layout.tsx, where the page's language is known without reading the request.
 * The pages above it (app/not-found.tsx, app/error.tsx) bring their own document.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
