/** A change the traveller asked for cannot be made; `message` is written for them. */
export class PlannerChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlannerChangeError';
  }
}

export const CHANGE_MESSAGES = {
  noRoom: 'This hotel has no room for your party on these dates.',
  roomDoesNotFit: 'This room does not fit your party on these dates.',
  unknownHotel: 'This hotel is not available in this city.',
  unknownStay: 'This stay is not part of your trip.',
  unknownRoom: 'This room is not part of your booking.',
  unknownDay: 'This day is not part of your trip.',
  unknownActivity: 'This activity is not available in this city.',
  activityTwice: 'This activity is already in your trip.',
  activityClosed: 'This activity does not run on that day.',
  noFreeTime: 'There is not enough free time on that day for this activity.',
  notAnActivity: 'This item is not an activity of your trip.',
  notATransfer: 'This item is not a transfer of your trip.',
  unknownTransfer: 'This transfer does not serve the same airport, station or port.',
  transferTooLong: 'This transfer takes too long for the rest of the day.',
  notALeg: 'This item is not a journey of your trip.',
  unknownLeg: 'This journey does not run between the same cities on that day.',
  departureNotRun: 'This journey does not leave at that time on that day.',
  alreadyYourJourney: 'This is already your journey.',
  legLeavesTooEarly: 'This journey leaves too early to check out of your hotel that morning.',
  legDepartsTooEarly: 'This journey leaves before 06:00.',
  legArrivesTooLate: 'This journey arrives too late to check in at your hotel that day.',
  legLeavesNoTime: 'This journey leaves no time for the activities planned that day.',
  unavailable: 'Part of this trip is no longer available; please search again.',
} as const;
