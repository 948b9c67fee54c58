import { i18n } from './i18n';
import { showToast } from './toast';

/** Copies a text and says so with a toast (decision 0036), or says copying is unavailable. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(i18n.t('messages.copySuccess'));
  } catch {
    showToast(i18n.t('header.copyFailed'), 'warning');
  }
}
