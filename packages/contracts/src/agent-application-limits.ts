/**
 * The limits of an agent application's fields, apart from the schemas so the web app's forms check the same
 * bounds without bundling zod (decision 0013).
 */
export const AGENT_APPLICATION_LIMITS = {
  reason: { min: 10, max: 500 },
  teamSize: { min: 1, max: 100_000 },
  contact: { min: 3, max: 100 },
  rejectReason: { min: 3, max: 200 },
} as const;
