/** The public face of this module: what other modules use of it. */
export { type Mail, sendMail } from './urge-mail.ts';
