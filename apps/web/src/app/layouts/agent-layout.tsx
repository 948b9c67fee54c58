import { Outlet } from 'react-router';
import './layout.css';

/** The agent centre's own layout: no side menu, header or footer (member-centres spec §2). */
export function AgentLayout() {
  return (
    <div className="agent-shell">
      <main id="main" className="agent-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
