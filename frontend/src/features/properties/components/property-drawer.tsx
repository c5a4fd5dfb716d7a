import type { Property } from '@weklean/domain';
import { Button, Drawer, Form, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useSaveProperty } from '../api/save-property';
import { PropertyForm } from './property-form';
import { initialValues, toRequest, type PropertyFormValues } from './property-values';
import { useFailureToast } from './use-save-failure';

type Props = {
  open: boolean;
  /** The property being edited; null adds one. */
  property: Property | null;
  onClose: () => void;
  onSaved: (property: Property, created: boolean) => void;
};

/** The add and edit form, in a drawer over the list. */
export function PropertyDrawer({ open, property, onClose, onSaved }: Props) {
  const { t } = useTranslation(['properties', 'common']);
  const [form] = Form.useForm<PropertyFormValues>();
  const { trigger, isMutating } = useSaveProperty();
  const toast = useToast();
  const showFailure = useFailureToast('properties:toast.saveFailed', form);
  const creating = property === null;
  const initial = useMemo(() => initialValues(property), [property]);

  const save = async (values: PropertyFormValues) => {
    const body = toRequest(values);
    if (body === null) return;
    try {
      const saved = await trigger({ id: property?.id ?? null, body });
      toast.success(t(creating ? 'properties:toast.created' : 'properties:toast.saved'), t('properties:toast.savedText', { name: saved.name }));
      onSaved(saved, creating);
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(creating ? 'properties:form.addTitle' : 'properties:form.editTitle')}
      size="min(600px, 100vw)"
      destroyOnHidden
      mask={{ closable: !isMutating }}
      footer={
        <Space className="property-drawer-footer">
          <Button onClick={onClose} disabled={isMutating}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="primary" onClick={() => form.submit()} loading={isMutating}>
            {t(creating ? 'properties:form.create' : 'properties:form.save')}
          </Button>
        </Space>
      }
    >
      <PropertyForm form={form} initialValues={initial} disabled={isMutating} onFinish={(values) => void save(values)} />
    </Drawer>
  );
}
