// Zod-free: the web app imports these at run time (decision 0013); activity-applications.ts uses them in its schemas.

/** How often a member may apply: once in the activity, or once a brand day. */
export const APPLICATION_FREQUENCIES = ['ONCE', 'DAILY'] as const;
export type ApplicationFrequency = (typeof APPLICATION_FREQUENCIES)[number];

/** An application after it was sent: waiting for an operator, paid as a bonus, or rejected with a note. */
export const APPLICATION_STATES = ['IN_PROCESS', 'ISSUED', 'REJECTED'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/**
 * Member-and-agent-centres spec §3 "Activity application": a comment of up to 140 characters and up to three images
 * (PNG or JPEG, 5 MB each, as every upload). An operator's note is what the member reads on a rejection.
 */
export const APPLICATION_LIMITS = {
  commentMax: 140,
  images: 3,
  instructionMin: 3,
  instructionMax: 200,
  noteMin: 3,
  noteMax: 200,
} as const;
