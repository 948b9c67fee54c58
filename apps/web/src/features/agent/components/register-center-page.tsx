import { AffiliateCard } from './affiliate-card';
import { RegisterDownline } from './register-downline';
import './agent.css';

/**
 * registerCenter (member-and-agent-centres spec §2): open an account under the agent, beside the agent's
 * invitation code, link and QR code. For the agent frame's page list.
 */
export function RegisterCenterPage() {
  return (
    <div className="agent-register-centre">
      <RegisterDownline />
      <AffiliateCard />
    </div>
  );
}
