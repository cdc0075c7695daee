export * from './notify.service.ts';
export * from './notify-events.ts';
export { type Mail, sendMail } from './notify-mail.ts';
