/** SEO for tenant sites: public origin, metadata, canonical URLs, structured data, robots, sitemap. */
export { monogramFaviconSvg } from './favicon';
export { buildTravelAgencyJsonLd } from './json-ld';
export { buildSiteMetadata } from './metadata';
export { publicPagePaths } from './paths';
export { buildRobotsTxt } from './robots';
export { absoluteUrl, siteOrigin } from './site-origin';
export { buildSitemapXml, sitemapEntries } from './sitemap';
