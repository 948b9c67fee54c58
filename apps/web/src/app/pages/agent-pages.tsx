import { AgentLoginForm } from '@/features/account/components/agent-login-form';
import { useTranslation } from '@/lib/use-translation';
import { PageFrame } from './page-frame';

/** /agent: the agent login page (office-hours notice; only agents may log in here). */
export function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="users" title={t('pages.agentLogin')} subtitle={t('pages.agentLoginSubtitle')}>
      <div className="page-center">
        <AgentLoginForm />
      </div>
    </PageFrame>
  );
}
