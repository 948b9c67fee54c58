import type { ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';
import { Modal } from '@/components/ui/modal';
import { useBootstrap } from '@/lib/api/get-bootstrap';
import { useTranslation } from '@/lib/use-translation';
import './account-modal.css';

/** The branded frame shared by the account popups (login, register, passwords, second factor). */
export function AccountFrame({
  title,
  onClose,
  width = 460,
  children,
}: {
  title: string;
  width?: number;
  /** Without it the frame cannot be closed (the forced password change). */
  onClose?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { brand } = useBootstrap();
  return (
    <Modal
      title={title}
      closeLabel={t('modal.close')}
      onClose={onClose}
      width={width}
      header={
        <span className="account-frame__brand" aria-hidden="true">
          <span className="account-frame__orb account-frame__orb--a" />
          <span className="account-frame__orb account-frame__orb--b" />
          <BrandMark size={30} />
          <span className="account-frame__name">{brand.name}</span>
        </span>
      }
    >
      {children}
    </Modal>
  );
}
