import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { useTranslation } from '@/lib/use-translation';

/** A modal whose own code failed (a chunk that did not load, a render that threw): say so, offer a reload. */
export function ModalError({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('common.errorTitle')} closeLabel={t('modal.close')} onClose={onClose}>
      <ErrorState error={error} compact onRetry={() => window.location.reload()} />
    </Modal>
  );
}
