/** What travellers read when a package or lead call cannot be answered. */
export const PLANNER_MESSAGES = {
  packageNotFound: 'We could not find this trip. Please search again.',
  variantNotFound: 'We could not find this trip option. Please choose one from the list.',
  leadNotFound: 'We could not find this itinerary.',
  leadForbidden: 'This itinerary belongs to another traveller.',
  leadCancelled: 'This itinerary has been cancelled.',
  leadConflict: 'This itinerary was changed elsewhere. Please reload.',
  badBudget: 'Please enter a budget as a whole amount, the minimum not above the maximum.',
  badRequest: 'Please check the highlighted fields',
  noSeatsLeft: (journey: string, departure: string) =>
    `${journey} has no seats left for your party on the ${departure} departure.`,
  currencyUnpriced: (currency: string) =>
    `Prices cannot be shown in ${currency}. Please choose another currency.`,
} as const;
