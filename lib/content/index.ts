/**
 * Content helpers for the home and info pages. The HTML sanitiser lives in './sanitize' and is
 * imported from there directly, so that client code that only needs a link rule never pulls the
 * HTML parser into a browser bundle.
 */
export {
  type AgencyFacts,
  agencyFacts,
  countryName,
  legalTemplateValues,
  MISSING,
  postalAddressLines,
} from './agency';
export { type ContactModel, contactModel } from './contact';
export {
  type HomeDestination,
  type HomeMode,
  type HomeModel,
  type HomeTestimonial,
  homeModel,
  safeImageUrl,
} from './home';
export { modeHref, TOP_DESTINATION_MODE, topDestinationHref } from './links';
