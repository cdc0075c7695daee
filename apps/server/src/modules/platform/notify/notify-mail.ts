import type { Language } from '@freightdesk/domain';
import nodemailer from 'nodemailer';
import { readSysConfig } from '#modules/settings/system/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  lang: Language;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/**
 * Sends one mail through the SMTP server of the system settings (`mail.smtpHost`, `mail.smtpPort`,
 * `mail.from`); plain SMTP on loopback or a relay of the company, TLS when the server offers it.
 */
export async function sendMail(ctx: AuthedContext, mail: Mail): Promise<void> {
  const host = await readSysConfig(ctx.runtime, 'mail.smtpHost', ctx.now);
  if (!host) throw new BizError('mailNotConfigured');
  const port = await readSysConfig(ctx.runtime, 'mail.smtpPort', ctx.now);
  const from = await readSysConfig(ctx.runtime, 'mail.from', ctx.now);
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: false,
    ignoreTLS: host === '127.0.0.1' || host === 'localhost',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: { 'Content-Language': mail.lang },
      attachments: mail.attachments,
    });
  } finally {
    transport.close();
  }
}
