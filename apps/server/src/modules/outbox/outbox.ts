import { ErrorCode } from '@playhall/contracts/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlRunner } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { EmailSender } from './email';
import { insertOutboxMessage } from './queries';
import type { SmsSender } from './sms';

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * Sends e-mail and SMS through the configured adapters and records every message in the outbox with what
 * happened to it. With no provider configured the message stays in the outbox (status OUTBOX).
 */
export function createOutbox({
  database,
  sms,
  email,
  log,
}: {
  database: SqlRunner;
  sms: SmsSender;
  email: EmailSender;
  log: FastifyBaseLogger;
}) {
  async function record(
    channel: 'SMS' | 'EMAIL',
    provider: string,
    destination: string,
    subject: string | null,
    body: string,
    deliver: () => Promise<string | null>,
  ): Promise<void> {
    if (provider === 'outbox') {
      await insertOutboxMessage(database, {
        channel,
        destination,
        subject,
        body,
        status: 'OUTBOX',
        provider,
      });
      return;
    }
    try {
      const providerRef = await deliver();
      await insertOutboxMessage(database, {
        channel,
        destination,
        subject,
        body,
        status: 'SENT',
        provider,
        providerRef,
      });
    } catch (error) {
      log.error({ err: error, channel, provider }, 'message delivery failed');
      await insertOutboxMessage(database, {
        channel,
        destination,
        subject,
        body,
        status: 'FAILED',
        provider,
        error: error instanceof Error ? error.message : String(error),
      });
      throw new AppError(
        503,
        ErrorCode.SERVICE_UNAVAILABLE,
        'The message could not be sent; please try again.',
      );
    }
  }

  return {
    sendSms: (to: string, text: string) => record('SMS', sms.name, to, null, text, () => sms.send(to, text)),
    sendEmail: (to: string, subject: string, text: string) =>
      record('EMAIL', email.name, to, subject, text, () => email.send({ to, subject, text })),
  };
}
