import type { FeatureTreeNode } from '@playhall/contracts/system';
import type * as queries from './queries';

type FeatureRow = Awaited<ReturnType<typeof queries.selectFeatureModules>>[number];

/** The whitelabel modules as the tree the bootstrap carries, children under their parent. */
export function buildFeatureTree(rows: readonly FeatureRow[]): FeatureTreeNode[] {
  const byParent = new Map<string | null, FeatureRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: string | null): FeatureTreeNode[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      modId: row.modId,
      name: row.name,
      enabled: row.enabled,
      childrenNodes: build(row.modId),
    }));
  return build(null);
}
