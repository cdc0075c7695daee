/** What other modules use of the month lock: the locked months for their date pickers. */
export { disabledLockedDate, useLockedMonths } from './use-locked-months.ts';
