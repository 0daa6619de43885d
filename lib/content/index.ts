/**
 * Content helpers for the home and info pages. The HTML sanitiser lives in './sanitize' and is
 * imported from there directly, so that client code that only needs a link rule never pulls the
 * HTML parser into a browser bundle.
 */
export { type AgencyFacts, agencyFacts, countryName, postalAddressLines } from './agency';
export {
  mailtoHref,
  modeHref,
  TOP_DESTINATION_MODE,
  telHref,
  topDestinationHref,
  whatsappHref,
} from './links';
