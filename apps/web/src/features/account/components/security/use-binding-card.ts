import { useState } from 'react';
import { showToast } from '@/lib/toast';
import { type FormErrors, useForm } from '@/lib/use-form';
import { useTranslation } from '@/lib/use-translation';
import { useSecurityAction } from './use-security-action';

type BindingValues = Record<string, string> & { code: string; password: string };

/**
 * What the phone and e-mail binding cards share: the form opens on demand, a code must have been sent before
 * the binding goes out with it and the password, and success closes and empties the form with a message.
 */
export function useBindingCard<V extends BindingValues>({
  empty,
  validate,
  bind,
  doneMessage,
}: {
  empty: V;
  validate: (values: V) => FormErrors<V>;
  bind: (values: V, requestId: string) => Promise<unknown>;
  doneMessage: string;
}) {
  const { t } = useTranslation();
  const action = useSecurityAction();
  const [isOpen, setOpen] = useState(false);
  const [requestId, setRequestId] = useState<string | undefined>(undefined);
  const form = useForm(empty, validate);

  const submit = async () => {
    if (!form.validateAll()) return;
    if (!requestId) {
      form.setFieldError('code', t('validation.sendCodeFirst'));
      return;
    }
    const isDone = await action.run(async () => {
      await bind(form.values, requestId);
      return true;
    });
    if (isDone) {
      setOpen(false);
      form.setValues(empty);
      showToast(doneMessage);
    }
  };

  return { action, form, isOpen, setOpen, setRequestId, submit };
}
