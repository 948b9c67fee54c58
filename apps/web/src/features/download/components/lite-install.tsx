import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/use-translation';
import { isInstalledApp, promptInstall, useInstallPrompt } from '../install-prompt';

type Status = 'idle' | 'installed' | 'manual';

/**
 * The lite app's Install button: the browser's own install dialog when it offers one, otherwise a pointer to the
 * manual steps (`onManual` lets the guide mark them). Inside the installed app it only says so.
 */
export function LiteInstall({ brand, onManual }: { brand: string; onManual: () => void }) {
  const { t } = useTranslation();
  const offer = useInstallPrompt();
  const [status, setStatus] = useState<Status>('idle');
  const [isRunning] = useState(isInstalledApp);

  if (isRunning) return <p className="download-guide__note">{t('download.lite.running')}</p>;

  const install = async () => {
    if (!offer) {
      setStatus('manual');
      onManual();
      return;
    }
    setStatus((await promptInstall(offer)) ? 'installed' : 'idle');
  };

  return (
    <div className="download-guide__install">
      {status === 'installed' ? null : (
        <Button variant="gold" icon="download" onClick={() => void install()}>
          {t('download.lite.install')}
        </Button>
      )}
      <p className="download-guide__note" role="status">
        {status === 'installed'
          ? t('download.lite.installed', { brand })
          : status === 'manual'
            ? t('download.lite.manual')
            : ''}
      </p>
    </div>
  );
}
