/** An SMS provider. Adapters translate one provider's HTTP API; the outbox adapter sends nothing. */
export interface SmsSender {
  readonly name: string;
  /** Resolves to the provider's message id; rejects when the provider refused or could not be reached. */
  send(to: string, text: string): Promise<string | null>;
}

export const outboxSms: SmsSender = {
  name: 'outbox',
  send: async () => null,
};

export type TwilioOptions = { accountSid: string; authToken: string; from: string; apiUrl: string };

/** Twilio's Programmable Messaging API: a form-encoded POST with basic auth, answering the message's sid. */
export function twilioSms({ accountSid, authToken, from, apiUrl }: TwilioOptions): SmsSender {
  const endpoint = `${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to, text) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: from, Body: text }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!response.ok)
        throw new Error(`Twilio answered ${response.status}: ${answer.message ?? 'no detail'}`);
      return answer.sid ?? null;
    },
  };
}
