import { z } from 'zod';
import { AGENT_APPLICATION_LIMITS } from './agent-application-limits';
import { withoutBidiControls } from './text-safety';

/**
 * Becoming an agent (member-and-agent-centres spec §6): a member applies, an operator approves or rejects.
 * Control characters are refused in every field by the server's validator (a line break only in `reason`, which is
 * multi-line by name); the contact loses bidirectional controls, since operators read it.
 */
const { reason, teamSize, contact, rejectReason } = AGENT_APPLICATION_LIMITS;

export const zAgentApplicationInput = z
  .object({
    reason: z
      .string()
      .max(reason.max * 2)
      .trim()
      .pipe(z.string().min(reason.min).max(reason.max)),
    expectedTeamSize: z.number().int().min(teamSize.min).max(teamSize.max),
    contact: z
      .string()
      .max(contact.max * 2)
      .transform((value) => withoutBidiControls(value).trim())
      .pipe(z.string().min(contact.min).max(contact.max)),
  })
  .strict();
export type AgentApplicationInput = z.input<typeof zAgentApplicationInput>;

export const zAgentApplicationStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type AgentApplicationStatus = z.infer<typeof zAgentApplicationStatus>;

/** An application as its member sees it. */
export const zAgentApplication = z.object({
  id: z.string(),
  status: zAgentApplicationStatus,
  reason: z.string(),
  expectedTeamSize: z.number().int(),
  contact: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type AgentApplication = z.infer<typeof zAgentApplication>;

/**
 * The member centre page: whether the member may apply now, and its latest application (none yet: null). Once
 * approved the member is an agent and its invitation code is shown.
 */
export const zMyAgentApplication = z.object({
  canApply: z.boolean(),
  isAgent: z.boolean(),
  affiliateCode: z.string().nullable(),
  latest: zAgentApplication.nullable(),
});
export type MyAgentApplication = z.infer<typeof zMyAgentApplication>;

/** A pending application in the operator console's queue, with who applies and under which upline. */
export const zOpsAgentApplication = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  upline: z.string().nullable(),
  reason: z.string(),
  expectedTeamSize: z.number().int(),
  contact: z.string(),
  createdAt: z.string(),
});
export type OpsAgentApplication = z.infer<typeof zOpsAgentApplication>;

export const zAgentApplicationReject = z
  .object({
    reason: z
      .string()
      .max(rejectReason.max * 2)
      .trim()
      .pipe(z.string().min(rejectReason.min).max(rejectReason.max)),
  })
  .strict();

/** What an approval made: the new agent's type and invitation code. */
export const zAgentApplicationApproved = z.object({
  memberId: z.string(),
  account: z.string(),
  type: z.number().int(),
  affiliateCode: z.string(),
});
export type AgentApplicationApproved = z.infer<typeof zAgentApplicationApproved>;
