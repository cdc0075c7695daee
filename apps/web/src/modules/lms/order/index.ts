/** The public face of this module: what other modules use of it. */

/** The order options' countries (two-letter codes), shared with the rule conditions' country picker. */
export { countryLabel, useOrderOptions } from './OrderSelects.tsx';
export type { OrderFormValues } from './order-form.ts';
