import type { SqlRunner } from '../../db/database';

export type OutboxMessage = {
  channel: 'SMS' | 'EMAIL';
  destination: string;
  subject: string | null;
  body: string;
  status: 'OUTBOX' | 'SENT' | 'FAILED';
  provider: string;
  providerRef?: string | null;
  error?: string | null;
};

/** Every message is kept, with what happened to it. */
export async function insertOutboxMessage(runner: SqlRunner, message: OutboxMessage): Promise<void> {
  await runner.query(
    `insert into outbox (channel, destination, subject, body, status, provider, provider_ref, error)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      message.channel,
      message.destination,
      message.subject,
      message.body,
      message.status,
      message.provider,
      message.providerRef ?? null,
      message.error ?? null,
    ],
  );
}
