import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { serverFieldErrors } from './server-issues';

/**
 * A refused save: the server's localized message in an error toast, and its field messages under the fields of
 * `form` when it names them.
 */
export function useSaveFailure(form?: FormInstance): (error: unknown) => void {
  const { t } = useTranslation('onboarding');
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      toast.failure(error, t('onboarding:toast.saveFailed'));
      if (form === undefined) return;
      const names = Object.keys(form.getFieldsValue(true) as Record<string, unknown>);
      const fields = serverFieldErrors(error, names);
      if (fields.length > 0) form.setFields(fields);
    },
    [form, t, toast],
  );
}
