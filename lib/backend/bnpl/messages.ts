/** What the buy-now-pay-later calls answer in words (the spec has no texts for them). */
export const BNPL_MESSAGES = {
  notOffered: 'Pay later plans are not offered on this site.',
  noOffSession: 'Pay later plans are not available with this site’s payment gateway.',
  notHeld: 'A pay later plan can only be chosen before the first payment.',
  noPlan: 'Choose one of the plans offered for this booking.',
  tooLate: 'This booking departs too soon for a pay later plan.',
} as const;
