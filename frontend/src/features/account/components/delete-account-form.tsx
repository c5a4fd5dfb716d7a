import { App, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentPasswordRules } from '../../../lib/form-rules';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../lib/toast';
import { DELETE_CONFIRMATION_WORD, useDeleteAccount } from '../api/delete-account';

type DeleteValues = { confirmation: string; currentPassword: string };

/** Deletion needs the word SUPPRIMER, the current password and a last confirmation in a dialog. */
export function DeleteAccountForm() {
  const { t } = useTranslation(['account', 'auth', 'common', 'errors']);
  const [form] = Form.useForm<DeleteValues>();
  const confirmation = Form.useWatch('confirmation', form);
  const currentPassword = Form.useWatch('currentPassword', form);
  const { trigger, isMutating } = useDeleteAccount();
  const { end } = useSession();
  const { modal } = App.useApp();
  const toast = useToast();
  const ready = confirmation === DELETE_CONFIRMATION_WORD && typeof currentPassword === 'string' && currentPassword !== '';

  const remove = async (password: string) => {
    try {
      await trigger(password);
      end();
      toast.success(t('account:delete.done'));
    } catch (error) {
      toast.failure(error, t('account:delete.failed'));
    }
  };

  const onFinish = ({ currentPassword: password }: DeleteValues) => {
    modal.confirm({
      title: t('account:delete.confirmTitle'),
      content: t('account:delete.confirmText'),
      okText: t('account:delete.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () => remove(password),
    });
  };

  return (
    <Form<DeleteValues> form={form} name="delete-account" layout="vertical" requiredMark={false} onFinish={onFinish}>
      <Typography.Paragraph>{t('account:delete.warning')}</Typography.Paragraph>
      <Form.Item
        name="confirmation"
        label={t('account:delete.typeWord', { word: DELETE_CONFIRMATION_WORD })}
        rules={[
          {
            validator: (_rule, value: unknown) =>
              value === DELETE_CONFIRMATION_WORD
                ? Promise.resolve()
                : Promise.reject(new Error(t('account:delete.wordMismatch', { word: DELETE_CONFIRMATION_WORD }))),
          },
        ]}
      >
        <Input autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="currentPassword" label={t('auth:fields.currentPassword')} rules={currentPasswordRules(t)}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button danger type="primary" htmlType="submit" disabled={!ready || isMutating} loading={isMutating}>
        {t('account:delete.submit')}
      </Button>
    </Form>
  );
}
