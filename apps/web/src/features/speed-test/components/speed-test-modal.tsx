import { SPEED_THRESHOLDS_MS } from '@playhall/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { domainRoutesQueryOptions } from '../api/get-domain-routes';
import { classifySpeed, pingDomain } from '../ping-domain';
import './speed-test.css';

/** The server speed test: pings each of the site's domains and grades the answer time. */
export function SpeedTestModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: routes, isPending, error, refetch } = useQuery(domainRoutesQueryOptions);
  const [speeds, setSpeeds] = useState<Record<string, number>>({});
  const [isTesting, setTesting] = useState(false);

  const runTest = useCallback(async () => {
    if (!routes) return;
    setTesting(true);
    setSpeeds({});
    const results = await Promise.all(
      routes.map(async (route) => [route.domainName, await pingDomain(route.domainName)] as const),
    );
    setSpeeds(Object.fromEntries(results));
    setTesting(false);
  }, [routes]);

  useEffect(() => {
    void runTest();
  }, [runTest]);

  return (
    <Modal title={t('speedTest.title')} closeLabel={t('modal.close')} onClose={onClose} width={520}>
      <p className="speed-test__intro">{t('speedTest.intro')}</p>
      {isPending ? (
        <Skeleton height="7rem" radius="var(--radius-md)" />
      ) : error ? (
        <div className="speed-test__error" role="alert">
          <span>{errorMessage(t, error)}</span>
          <Button size="sm" icon="refresh" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <ul className="speed-test__list">
          {routes.map((route, index) => {
            const speed = speeds[route.domainName];
            const grade = speed === undefined ? null : classifySpeed(speed);
            return (
              <li key={`${route.type}:${route.domainName}`} className="speed-test__row">
                <span className="speed-test__domain">
                  <strong>{t('speedTest.line', { number: index + 1 })}</strong>
                  <span>{route.domainName.replace(/^https?:\/\//, '')}</span>
                </span>
                {grade === null ? (
                  <Spinner size={18} />
                ) : (
                  <span className={`speed-test__grade speed-test__grade--${grade}`}>
                    {speed === SPEED_THRESHOLDS_MS.failed
                      ? t('speedTest.failed')
                      : t('speedTest.ms', { value: speed })}
                    <span>{t(`speedTest.${grade}`)}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="speed-test__actions">
        <Button
          variant="violet"
          icon="refresh"
          onClick={() => void runTest()}
          disabled={isTesting || !routes}
        >
          {t('speedTest.again')}
        </Button>
      </div>
    </Modal>
  );
}
