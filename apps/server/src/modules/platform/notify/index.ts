export * from './notify.service.ts';
export { type Mail, sendMail } from './notify-mail.ts';
