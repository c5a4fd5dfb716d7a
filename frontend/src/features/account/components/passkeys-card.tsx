import { Alert, Button, Card, Form, Input, List, Modal, Skeleton, Typography } from 'antd';
import { PASSKEY_LIMITS, type Language } from '@weklean/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPasswordRules } from '../../../lib/form-rules';
import { formatQuebecDay } from '../../../lib/format-date';
import { useToast } from '../../../lib/toast';
import { passkeysSupported, useAddPasskey, usePasskeys, useRemovePasskey, type Passkey } from '../api/passkeys';

type AddValues = { name: string; currentPassword: string };

/** Asks for the current password before a passkey is removed (an identity change, like the others of this page). */
function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const [form] = Form.useForm<{ currentPassword: string }>();
  const { trigger, isMutating } = useRemovePasskey();
  const toast = useToast();

  const onFinish = async ({ currentPassword }: { currentPassword: string }) => {
    try {
      await trigger({ id: passkey.id, currentPassword });
      toast.success(t('account:passkeys.removed'));
      onClose();
    } catch (error) {
      toast.failure(error, t('account:passkeys.failed'));
    }
  };

  return (
    <Modal
      open
      title={t('account:passkeys.removeTitle', { name: passkey.name })}
      okText={t('account:passkeys.remove')}
      okButtonProps={{ danger: true, loading: isMutating, htmlType: 'submit', form: 'remove-passkey' }}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('account:passkeys.removeText')}</Typography.Paragraph>
      <Form form={form} name="remove-passkey" layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} disabled={isMutating}>
        <Form.Item name="currentPassword" label={t('auth:fields.currentPassword')} rules={currentPasswordRules(t)}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PasskeyList() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const language: Language = i18n.language === 'en' ? 'en' : 'fr';
  const { data: passkeys, error, isLoading, mutate } = usePasskeys();
  const [removing, setRemoving] = useState<Passkey | null>(null);

  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (error !== undefined || passkeys === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('account:passkeys.loadFailed')}
        action={<Button size="small" onClick={() => void mutate()}>{t('common:actions.retry')}</Button>}
      />
    );
  }
  if (passkeys.length === 0) return <Typography.Paragraph type="secondary">{t('account:passkeys.empty')}</Typography.Paragraph>;
  return (
    <>
      <List
        aria-label={t('account:passkeys.list')}
        dataSource={passkeys}
        renderItem={(passkey) => (
          <List.Item
            actions={[
              <Button key="remove" danger onClick={() => setRemoving(passkey)} aria-label={`${t('account:passkeys.remove')} ${passkey.name}`}>
                {t('account:passkeys.remove')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={passkey.name}
              description={`${t('account:passkeys.created', { date: formatQuebecDay(passkey.createdAt, language) })} · ${
                passkey.lastUsedAt ? t('account:passkeys.lastUsed', { date: formatQuebecDay(passkey.lastUsedAt, language) }) : t('account:passkeys.neverUsed')
              }`}
            />
          </List.Item>
        )}
      />
      {removing ? <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}

function AddPasskeyForm() {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const [form] = Form.useForm<AddValues>();
  const { trigger, isMutating } = useAddPasskey();
  const toast = useToast();

  const onFinish = async (values: AddValues) => {
    try {
      await trigger({ name: values.name.trim(), currentPassword: values.currentPassword });
      form.resetFields();
      toast.success(t('account:passkeys.added'));
    } catch (error) {
      // The device's refusal (cancelled, timed out, no passkey made) is the browser's error, not the server's: the
      // biometric failure is said for it; the server's refusals carry their own message.
      toast.failure(error, t('account:passkeys.failed'));
    }
  };

  return (
    <Form<AddValues> form={form} name="add-passkey" layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} disabled={isMutating}>
      <Form.Item
        name="name"
        label={t('account:passkeys.name')}
        rules={[{ required: true, whitespace: true, max: PASSKEY_LIMITS.nameMax, message: t('account:passkeys.nameRequired', { max: PASSKEY_LIMITS.nameMax }) }]}
      >
        <Input maxLength={PASSKEY_LIMITS.nameMax} placeholder={t('account:passkeys.namePlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item name="currentPassword" label={t('auth:fields.currentPassword')} rules={currentPasswordRules(t)}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isMutating}>
        {t('account:passkeys.add')}
      </Button>
    </Form>
  );
}

/** Passkeys (issue 33): a second way to sign in; explained instead where the browser has no WebAuthn. */
export function PasskeysCard({ titleClassName }: { titleClassName: string }) {
  const { t } = useTranslation(['account']);
  const supported = passkeysSupported();
  return (
    <Card title={<h2 className={titleClassName}>{t('account:passkeys.title')}</h2>}>
      {supported ? (
        <>
          <Typography.Paragraph>{t('account:passkeys.intro')}</Typography.Paragraph>
          <PasskeyList />
          <AddPasskeyForm />
        </>
      ) : (
        <Alert type="info" showIcon title={t('account:passkeys.unsupported')} />
      )}
    </Card>
  );
}
