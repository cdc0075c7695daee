/** The public face of this module: what other modules use of it. */
export { CustomerCreditTag } from './CustomerCreditTag.tsx';
