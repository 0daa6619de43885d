export { callTravelApi } from './transport';
export { fetchSiteConfig, SITE_CONFIG_ERROR, SiteConfigUnavailableError } from './webconfig';
