/** The public face of this module: what other modules use of it. */
export type { OrderFormValues } from './order-form.ts';
