/** The agent centre's team pages, by page name, with the heading each shows (member-and-agent-centres spec §2). */
export const AGENT_TEAM_PAGES = [
  ['agentTeamOverview', 'Team overview'],
  ['registerCenter', 'Register account'],
  ['downlineManagmentView', 'Team management'],
  ['personalHistoryCopy', 'Team betting record'],
  ['agentDownlineTransactionDetailsCopy', 'Team transactions'],
  ['palStatementsAgentCopy', 'User profit and loss'],
  ['agentRevenueReport', 'My income'],
] as const;
