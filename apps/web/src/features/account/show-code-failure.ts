import { showMessage } from '@/lib/dialogs';
import { errorMessage } from '@/lib/error-message';
import { i18n } from '@/lib/i18n';

/** A failed code request shows the translated reason in a warning dialog (portal-shell spec §7, §8). */
export function showCodeFailure(error: unknown): void {
  showMessage(errorMessage(i18n.t, error), 'warning');
}
