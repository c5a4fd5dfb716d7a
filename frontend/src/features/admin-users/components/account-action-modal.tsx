import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useAccountAction, type UserSummary } from '../api/admin-users-api';

/** The longest reason the API takes (domain ACCOUNT_REASON_MAX). */
const REASON_MAX = 500;

type Props = { user: { id: string; name: string }; action: 'suspend' | 'reactivate'; open: boolean; onClose: () => void; onDone?: (account: UserSummary) => void };

/** Asks for the reason (required) before suspending or reactivating; the server's refusal stays in the modal. */
export function AccountActionModal({ user, action, open, onClose, onDone }: Props) {
  const { t } = useTranslation(['admin-users', 'errors']);
  const [form] = Form.useForm<{ reason: string }>();
  const { trigger, isMutating } = useAccountAction(user.id, action);
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    form.resetFields();
    setRefusal(null);
    onClose();
  };
  const submit = async ({ reason }: { reason: string }) => {
    setRefusal(null);
    try {
      const account = await trigger(reason.trim());
      toast.success(t(action === 'suspend' ? 'admin-users:actions.suspended' : 'admin-users:actions.reactivated'), t('admin-users:actions.done', { name: user.name, reason: reason.trim() }));
      onDone?.(account);
      close();
    } catch (error) {
      setRefusal(failureMessage(error, { fallback: t('admin-users:actions.failed'), nonJson: t('errors:server') }));
    }
  };
  return (
    <Modal
      open={open}
      title={t(action === 'suspend' ? 'admin-users:actions.suspendTitle' : 'admin-users:actions.reactivateTitle', { name: user.name })}
      okText={t(action === 'suspend' ? 'admin-users:actions.confirmSuspend' : 'admin-users:actions.confirmReactivate')}
      cancelText={t('admin-users:actions.cancel')}
      okButtonProps={{ danger: action === 'suspend', loading: isMutating }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(action === 'suspend' ? 'admin-users:actions.suspendHint' : 'admin-users:actions.reactivateHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label={t('admin-users:actions.reason')}
          rules={[
            { required: true, whitespace: true, message: t('admin-users:actions.reasonRequired', { max: REASON_MAX }) },
            { max: REASON_MAX, message: t('admin-users:actions.reasonRequired', { max: REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
      {refusal ? <Alert type="error" showIcon title={refusal} role="alert" /> : null}
    </Modal>
  );
}
