import { Alert, Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRecipients, useSendAdminMessage, type Recipient } from '../api/admin-messages-api';
import { attemptFor, composeFailure } from './compose-failure';

type Values = { recipientId?: string; subject?: string; text?: string };
export const SUBJECT_MAX = 150;
export const TEXT_MAX = 5000;
const SEARCH_DELAY_MS = 250;

/** Write to one client or cleaner, found by name or e-mail (SPEC: a user must be chosen, the text is required). */
export function ComposeForm() {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DELAY_MS);
  const recipients = useRecipients(query);
  const send = useSendAdminMessage();
  // The last attempt's id: sending the same message again (after a lost answer) sends the same message.
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const [chosen, setChosen] = useState<Recipient | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const options = [...(recipients.data?.items ?? []), ...(chosen && !recipients.data?.items.some((item) => item.id === chosen.id) ? [chosen] : [])].map((person) => ({
    value: person.id,
    label: `${person.name} — ${person.email}`,
    person,
  }));
  const searching = search.trim() !== query.trim() || recipients.isLoading;
  const notFound =
    search.trim().length < 2 ? t('admin:messages.compose.typeMore') : searching ? t('admin:messages.compose.searching') : recipients.error ? t('admin:messages.compose.searchFailed') : t('admin:messages.compose.noUser');

  const submit = async (values: Values) => {
    const payload = { recipientId: values.recipientId ?? '', subject: values.subject?.trim() ?? '', text: values.text ?? '' };
    attempt.current = attemptFor(attempt.current, payload, () => crypto.randomUUID());
    setFormError(null);
    try {
      await send.trigger({ ...payload, messageId: attempt.current.id });
      toast.success(t('admin:messages.compose.sent'), chosen ? t('admin:messages.compose.sentTo', { name: chosen.name }) : undefined);
      form.resetFields();
      setChosen(null);
      setSearch('');
      attempt.current = null;
    } catch (failed) {
      const failure = composeFailure(failed, { fallback: t('admin:messages.compose.sendFailed'), nonJson: t('errors:server'), network: t('admin:messages.compose.networkError') });
      if (failure.kind === 'form') {
        setFormError(failure.message);
      } else {
        form.setFields(failure.fields.map((field) => ({ name: field.name, errors: field.errors })));
        const [first] = failure.fields;
        if (first) form.scrollToField(first.name, { block: 'center' });
      }
    }
  };

  return (
    <Form form={form} layout="vertical" name="admin-message" onFinish={(values) => void submit(values)} onValuesChange={() => setFormError(null)} requiredMark="optional" scrollToFirstError={{ block: 'center' }}>
      <Form.Item name="recipientId" label={t('admin:messages.compose.recipient')} rules={[{ required: true, message: t('admin:messages.compose.recipientRequired') }]}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: setSearch }}
          placeholder={t('admin:messages.compose.recipientPlaceholder')}
          notFoundContent={notFound}
          loading={searching && search.trim().length >= 2}
          options={options}
          onChange={(value: string | undefined) => setChosen(options.find((option) => option.value === value)?.person ?? null)}
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
      {formError ? <Alert className="admin-messages-form-error" type="error" showIcon title={formError} /> : null}
      <Button type="primary" htmlType="submit" loading={send.isMutating}>
        {t('admin:messages.compose.send')}
      </Button>
    </Form>
  );
}
