import type { DownlineCreated } from '@playhall/contracts/agent-accounts';
import { Button } from '@/components/ui/button';
import { type Fact, Facts } from '@/components/ui/panel';
import { copyText } from '@/lib/copy-text';
import { useTranslation } from '@/lib/use-translation';

/** What the agent hands on after opening an account: the name, the type, a sub-agent's code, the first login. */
export function DownlineCreatedNote({ created, onAnother }: { created: DownlineCreated; onAnother(): void }) {
  const { t } = useTranslation();
  const facts: Fact[] = [
    { label: t('agent.register.username'), value: created.account },
    { label: t('agent.register.typeLabel'), value: t(`agent.register.types.${created.type === 1 ? 1 : 0}`) },
  ];
  if (created.affiliateCode) {
    const code = created.affiliateCode;
    facts.push({
      label: t('agent.register.affiliateCode'),
      value: (
        <span className="agent-copy-row">
          <code className="agent-code">{code}</code>
          <Button variant="ghost" size="sm" icon="copy" onClick={() => void copyText(code)}>
            {t('agent.copy')}
          </Button>
        </span>
      ),
    });
  }
  return (
    <div className="agent-created" role="status">
      <p className="agent-created__title">{t('agent.register.doneTitle')}</p>
      <Facts items={facts} />
      <p className="agent-note">{t('agent.register.firstLogin')}</p>
      <div className="form-actions">
        <Button variant="outline" icon="plus" onClick={onAnother}>
          {t('agent.register.another')}
        </Button>
      </div>
    </div>
  );
}
