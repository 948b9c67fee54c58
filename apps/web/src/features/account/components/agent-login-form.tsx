import { Icon } from '@/components/ui/icon';
import { useSafeNavigate } from '@/lib/safe-navigate';
import { useTranslation } from '@/lib/use-translation';
import { useLoginFlow } from '../use-login-flow';
import { LoginUsernameForm } from './login-username-form';
import { SecondFactorDialog } from './second-factor-dialog';
import './account-modal.css';

const AGENT_HOME = '/agentHome';

/**
 * The agent login (member-centres spec §6): only agents may log in here (NON_AGENT_LOGIN, "Non-agents cannot
 * log in"); success goes to the agent centre.
 */
export function AgentLoginForm() {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const flow = useLoginFlow({
    agentLogin: true,
    next: AGENT_HOME,
    onDone: (start) => {
      if (start.status === 'READY') navigate(AGENT_HOME);
    },
  });
  const { pending } = flow;
  return (
    <section className="account-card agent-login" aria-labelledby="agent-login-title">
      <header className="agent-login__head">
        <span className="agent-login__badge">
          <Icon name="users" size={24} />
        </span>
        <div>
          <h2 id="agent-login-title" className="account-card__title">
            {t('agent.formTitle')}
          </h2>
          <p className="account-note">{t('agent.formIntro')}</p>
        </div>
      </header>
      <LoginUsernameForm flow={flow} submitLabel={t('agent.submit')} />
      <p className="agent-login__hours">
        <Icon name="clock" size={18} />
        <span>{t('agent.officeHours')}</span>
      </p>
      {pending ? (
        <SecondFactorDialog
          pending={pending}
          onGranted={(granted) => flow.finish(granted, pending.oldPassword)}
          onCancel={flow.cancelChallenge}
        />
      ) : null}
    </section>
  );
}
