/** SEO for tenant sites: public origin, metadata, canonical URLs, structured data, robots, sitemap. */
export { canonicalFor, canonicalPath } from './canonical';
export { monogramFaviconSvg } from './favicon';
export { buildTravelAgencyJsonLd, type JsonLdObject, type JsonLdValue, serializeJsonLd } from './json-ld';
export { buildSiteMetadata, keywordsOf, OG_LOCALE, shareImageOf } from './metadata';
export { HOME_PATH, INVITATION_ONLY_PATH_PREFIXES, PRIVATE_PATH_PREFIXES, publicPagePaths } from './paths';
export { buildRobotsTxt } from './robots';
export { absoluteUrl, type OriginEnv, siteOrigin } from './site-origin';
export { buildSitemapXml, escapeXml } from './sitemap';
