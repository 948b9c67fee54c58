import { i18n } from './i18n';
import { useUiStore } from './ui-store';

/**
 * A message that must be read before going on (portal-shell spec §8: a warning dialog with a submit button): a
 * refusal, a needed login. A routine success is a toast instead (`lib/toast`, decision 0036).
 */
export function showMessage(message: string, tone: 'info' | 'warning' = 'info', onConfirm?: () => void) {
  useUiStore.getState().showDialog({
    tone,
    title: i18n.t('dialogs.in_popup_prompt'),
    message,
    confirmLabel: i18n.t('dialogs.in_increase_submit'),
    onConfirm,
  });
}

/** A question with confirm and cancel, titled by what it asks ("Sign out"); `onConfirm` runs only on confirm. */
export function confirmAction(title: string, message: string, onConfirm: () => void) {
  useUiStore.getState().showDialog({
    tone: 'confirm',
    title,
    message,
    confirmLabel: i18n.t('dialogs.in_increase_submit'),
    cancelLabel: i18n.t('dialogs.in_more_cancel'),
    onConfirm,
  });
}

/** Trial accounts may only browse (portal-shell spec §4, §8): in_need_true_account with in_increase_submit. */
export function showRealAccountNeeded() {
  showMessage(i18n.t('dialogs.in_need_true_account'));
}
