import { Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { validationFieldErrors } from '../../../lib/server-issues';
import { useToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRecipients, useSendAdminMessage, type Recipient } from '../api/admin-messages-api';

type Values = { recipientId?: string; subject?: string; text?: string };
const FIELDS = ['recipientId', 'subject', 'text'] as const;
export const SUBJECT_MAX = 150;
export const TEXT_MAX = 5000;

/** Write to one client or cleaner, found by name or e-mail (SPEC: a user must be chosen, the text is required). */
export function ComposeForm() {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, 250);
  const recipients = useRecipients(query);
  const send = useSendAdminMessage();
  // One id per message being written: a retry after a lost answer is the same message.
  const [messageId, setMessageId] = useState(() => crypto.randomUUID());
  const [chosen, setChosen] = useState<Recipient | null>(null);

  const options = [...(recipients.data?.items ?? []), ...(chosen && !recipients.data?.items.some((item) => item.id === chosen.id) ? [chosen] : [])].map((person) => ({
    value: person.id,
    label: `${person.name} — ${person.email}`,
    person,
  }));
  const notFound = query.trim().length < 2 ? t('admin:messages.compose.typeMore') : recipients.isLoading ? t('admin:messages.compose.searching') : recipients.error ? t('admin:messages.compose.searchFailed') : t('admin:messages.compose.noUser');

  const submit = async (values: Values) => {
    try {
      await send.trigger({ recipientId: values.recipientId ?? '', subject: values.subject?.trim() ?? '', text: values.text ?? '', messageId });
      toast.success(t('admin:messages.compose.sent'), chosen ? t('admin:messages.compose.sentTo', { name: chosen.name }) : undefined);
      form.resetFields();
      setChosen(null);
      setSearch('');
      setMessageId(crypto.randomUUID());
    } catch (failure) {
      const fields = validationFieldErrors(failure, FIELDS);
      if (fields.length > 0) return form.setFields(fields.map((field) => ({ name: field.name[0] as keyof Values, errors: field.errors })));
      if (failure instanceof ApiError && failure.code === 'admin-messages.user-not-found') {
        return form.setFields([{ name: ['recipientId'], errors: [failure.serverMessage ?? t('admin:messages.compose.userNotFound')] }]);
      }
      const message = failure instanceof ApiError && failure.kind === 'network' ? t('admin:messages.compose.networkError') : failureMessage(failure, { fallback: t('admin:messages.compose.sendFailed'), nonJson: t('errors:server') });
      toast.error(t('common:toast.errorTitle'), message);
    }
    return undefined;
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark="optional">
      <Form.Item name="recipientId" label={t('admin:messages.compose.recipient')} rules={[{ required: true, message: t('admin:messages.compose.recipientRequired') }]}>
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          placeholder={t('admin:messages.compose.recipientPlaceholder')}
          notFoundContent={notFound}
          loading={recipients.isLoading}
          options={options}
          onChange={(value: string) => setChosen(options.find((option) => option.value === value)?.person ?? null)}
          optionRender={(option) => (
            <Space>
              <span>{option.data.person.name}</span>
              <Typography.Text type="secondary">{option.data.person.email}</Typography.Text>
              <Tag>{t(`common:roles.${option.data.person.role}`)}</Tag>
            </Space>
          )}
        />
      </Form.Item>
      <Form.Item name="subject" label={t('admin:messages.compose.subject')} rules={[{ max: SUBJECT_MAX, message: t('admin:messages.compose.subjectTooLong', { max: SUBJECT_MAX }) }]}>
        <Input maxLength={SUBJECT_MAX} />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('admin:messages.compose.text')}
        rules={[
          { required: true, whitespace: true, message: t('admin:messages.compose.textRequired') },
          { max: TEXT_MAX, message: t('admin:messages.compose.textTooLong', { max: TEXT_MAX }) },
        ]}
      >
        <Input.TextArea rows={5} maxLength={TEXT_MAX} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isMutating}>
        {t('admin:messages.compose.send')}
      </Button>
    </Form>
  );
}
