import { MallItems } from './mall-items';
import { MallRedemptions } from './mall-redemptions';
import { PointsRules } from './points-rules';
import './ops.css';

/** /ops/points: the points mall's redemptions queue, its items and the earning rules (issue 16). */
export function PointsMall() {
  return (
    <div className="panel-stack">
      <MallRedemptions />
      <MallItems />
      <PointsRules />
    </div>
  );
}
