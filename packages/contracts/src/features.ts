/**
 * Module ids of the whitelabel feature tree. Operators switch them per brand; a module is on only when it and
 * every ancestor are enabled.
 */
export const FeatureModule = {
  ACCOUNT: 'ACCOUNT',
  MOBILE_REGISTRATION: 'MOBILE_REGISTRATION',
  SMS_VERIFICATION: 'SMS_VERIFICATION',
  MOBILE_PASSWORD_CHANGE: 'MOBILE_PASSWORD_CHANGE',
  FREE_PLAY: 'FREE_PLAY',
  FORCE_PASSWORD_CHANGE: 'FORCE_PASSWORD_CHANGE',
  VERIFICATION_CODE_LOGIN: 'VERIFICATION_CODE_LOGIN',
  PROMOTION: 'PROMOTION',
  MANUAL_REBATE: 'MANPLAYREB3',
  VIP: 'VIP',
  REFERRAL: 'REFERRAL',
  AGENT: 'AGENT',
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'DAILY_SALARY',
  HOURLY_SALARY: 'HOURLY_SALARY',
  REALTIME_SALARY: 'REALTIME_SALARY',
  GAMES: 'GAMES',
  COCKFIGHT: 'COCKFIGHT',
} as const;

export type FeatureModuleId = (typeof FeatureModule)[keyof typeof FeatureModule];

export type FeatureNode = {
  modId: string;
  name: string;
  enabled: boolean;
  childrenNodes: FeatureNode[];
};

/** Effective flags: a module counts as enabled only if all its ancestors are. */
export function flattenFeatures(
  nodes: readonly FeatureNode[],
  parentEnabled = true,
): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const node of nodes) {
    const enabled = parentEnabled && node.enabled;
    flags[node.modId] = enabled;
    Object.assign(flags, flattenFeatures(node.childrenNodes, enabled));
  }
  return flags;
}
