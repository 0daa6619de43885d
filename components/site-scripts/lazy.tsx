'use client';

import dynamic from 'next/dynamic';

/*
 * The consent banner and script loader in a chunk of their own: only the pages of sites that
 * configure scripts render them, so only those load the code (every other site's first-load
 * JavaScript is as before; bench:ssr). A Server Component's next/dynamic does not split a Client
 * Component off the layout's chunk; a Client Component's does.
 */
export const SiteScripts = dynamic(() => import('./site-scripts').then((m) => m.SiteScripts));
export const ConsentSettingsLink = dynamic(() => import('./site-scripts').then((m) => m.ConsentSettingsLink));
