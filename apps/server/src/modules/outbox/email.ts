import nodemailer from 'nodemailer';

export interface EmailSender {
  readonly name: string;
  send(message: { to: string; subject: string; text: string }): Promise<string | null>;
}

export const outboxEmail: EmailSender = {
  name: 'outbox',
  send: async () => null,
};

/** SMTP through nodemailer (`SMTP_URL`, for example smtps://user:pass@smtp.example.com:465). */
export function smtpEmail(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send({ to, subject, text }) {
      const info = await transport.sendMail({ from, to, subject, text });
      return info.messageId ?? null;
    },
  };
}
