import { showMessage } from './dialogs';
import { i18n } from './i18n';

/** Copies a text and confirms it with the copy dialog (portal-shell spec §8), or says copying is unavailable. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showMessage(i18n.t('messages.copySuccess'), 'success');
  } catch {
    showMessage(i18n.t('header.copyFailed'), 'warning');
  }
}
