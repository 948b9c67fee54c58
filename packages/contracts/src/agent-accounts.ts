import { z } from 'zod';
import { optionalText, zDialingCode } from './accounts';
import { zAmount, zClientRequestId } from './wallet';

/**
 * The agent centre's account calls (issue 13): an agent opens a player or sub-agent account directly under
 * itself (registerCenter), shows its invitation code and link, and sends money to a direct downline.
 */

/** The account types an agent may open: a player (0) or a sub-agent (1). */
export const DOWNLINE_TYPES = [0, 1] as const;
export type DownlineType = (typeof DOWNLINE_TYPES)[number];

export const zCreateDownline = z
  .object({
    type: z.union([z.literal(0), z.literal(1)]).describe('0: player, 1: sub-agent'),
    username: z
      .string()
      .max(64)
      .transform((value) => value.trim()),
    password: z.string().max(128),
    confirmPassword: z.string().max(128),
    realName: optionalText(100),
    mobileNum: optionalText(40),
    countryDialingCode: zDialingCode.optional(),
  })
  .strict();
export type CreateDownlineRequest = z.input<typeof zCreateDownline>;

export const zDownlineCreated = z.object({
  id: z.string(),
  account: z.string(),
  type: z.number().int(),
  affiliateCode: z.string().nullable().describe("A sub-agent's own invitation code; null for a player"),
  mustChangePassword: z.literal(true).describe('The new account changes its password at its first login'),
});
export type DownlineCreated = z.infer<typeof zDownlineCreated>;

export const zAgentInvitation = z.object({
  code: z.string().describe("The agent's invitation (affiliate) code"),
  domain: z.string().describe('The main domain of the brand'),
  link: z.string().describe('The registration page with the code filled in'),
});
export type AgentInvitation = z.infer<typeof zAgentInvitation>;

export const zTransferDownline = z
  .object({
    downlineId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'A member id'),
    amount: zAmount,
    paymentPassword: z.string().regex(/^[0-9]{6}$/),
    requestId: zClientRequestId,
  })
  .strict();
export type TransferDownlineRequest = z.input<typeof zTransferDownline>;

export const zDownlineTransferred = z.object({
  transactionId: z.string(),
  downlineAccount: z.string(),
  amount: z.string(),
  balance: z.string().describe("The agent's balance after the transfer"),
});
export type DownlineTransferred = z.infer<typeof zDownlineTransferred>;
