import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { serverFieldErrors } from './server-issues';

/**
 * A refused call: the server's localized message in an error toast, and, given a form, its field messages under the
 * fields they are about.
 */
export function useFailureToast(fallbackKey: 'properties:toast.saveFailed' | 'properties:toast.deleteFailed', form?: FormInstance) {
  const { t } = useTranslation('properties');
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      toast.failure(error, t(fallbackKey));
      if (form === undefined) return;
      const names = Object.keys(form.getFieldsValue(true) as Record<string, unknown>);
      const fields = serverFieldErrors(error, names);
      if (fields.length > 0) form.setFields(fields);
    },
    [fallbackKey, form, t, toast],
  );
}
