import { Alert, Button, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { olderSentMessages, useSentMessages, type SentMessage } from '../api/admin-messages-api';
import { excerpt, formatWhen } from './format';

/** Every admin message, the latest first, with whether it was read; older pages on demand. */
export function SentHistory() {
  const { t } = useTranslation(['admin', 'common']);
  const language = useLanguage();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useSentMessages();
  const [older, setOlder] = useState<{ items: SentMessage[]; nextCursor: string | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  if (isLoading && !data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!data) {
    return error ? <Alert type="error" showIcon title={t('admin:messages.history.loadFailed')} action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>} /> : null;
  }
  const seen = new Set(data.items.map((item) => item.id));
  const items = [...data.items, ...(older?.items ?? []).filter((item) => !seen.has(item.id))];
  const nextCursor = older ? older.nextCursor : data.nextCursor;
  const loadOlder = async () => {
    if (!nextCursor) return;
    setLoadingOlder(true);
    try {
      const page = await olderSentMessages(nextCursor);
      setOlder({ items: [...(older?.items ?? []), ...page.items], nextCursor: page.nextCursor });
    } catch (failure) {
      toast.failure(failure, t('admin:messages.history.loadFailed'));
    } finally {
      setLoadingOlder(false);
    }
  };
  if (items.length === 0) return <Empty description={t('admin:messages.history.empty')} />;
  return (
    <>
      <Table<SentMessage>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={items}
        scroll={{ x: 720 }}
        columns={[
          {
            title: t('admin:messages.history.recipient'),
            key: 'recipient',
            render: (_, message) => (
              <>
                {message.recipient.name || t('admin:messages.history.deleted')} <Tag>{t(`common:roles.${message.recipient.role}`)}</Tag>
              </>
            ),
          },
          {
            title: t('admin:messages.history.message'),
            key: 'message',
            render: (_, message) => (
              <>
                {message.subject ? <Typography.Text strong>{message.subject} — </Typography.Text> : null}
                <span title={message.text}>{excerpt(message.text)}</span>
              </>
            ),
          },
          { title: t('admin:messages.history.sentAt'), key: 'sentAt', render: (_, message) => formatWhen(message.sentAt, language) },
          {
            title: t('admin:messages.history.status'),
            key: 'status',
            render: (_, message) =>
              message.readAt ? <Tag color="green">{t('admin:messages.history.readOn', { date: formatWhen(message.readAt, language) })}</Tag> : <Tag>{t('admin:messages.history.unread')}</Tag>,
          },
        ]}
      />
      {nextCursor ? (
        <Button className="admin-messages-older" loading={loadingOlder} onClick={() => void loadOlder()}>
          {t('admin:messages.history.older')}
        </Button>
      ) : null}
    </>
  );
}
