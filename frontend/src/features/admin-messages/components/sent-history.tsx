import { Alert, Button, Empty, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import { useSentMessages, type SentMessage } from '../api/admin-messages-api';
import { excerpt } from './format';

/** Every admin message, the latest first, with whether it was read; older pages on demand (20 more each time). */
export function SentHistory() {
  const { t } = useTranslation(['admin', 'common']);
  const language = useLanguage();
  const [pages, setPages] = useState(1);
  const { data, error, isLoading, mutate } = useSentMessages(pages);
  if (isLoading && !data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const failed = error ? <Alert type="error" showIcon title={t('admin:messages.history.loadFailed')} action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>} /> : null;
  if (!data) return failed;
  const { items, nextCursor } = data;
  if (items.length === 0) return failed ?? <Empty description={t('admin:messages.history.empty')} />;
  return (
    <>
      <ScrollingTable<SentMessage>
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
          { title: t('admin:messages.history.sentAt'), key: 'sentAt', render: (_, message) => formatQuebecDateTime(message.sentAt, language) },
          {
            title: t('admin:messages.history.status'),
            key: 'status',
            render: (_, message) =>
              message.readAt ? <Tag color="green">{t('admin:messages.history.readOn', { date: formatQuebecDateTime(message.readAt, language) })}</Tag> : <Tag>{t('admin:messages.history.unread')}</Tag>,
          },
        ]}
      />
      {failed ?? (nextCursor ? (
        <Button className="admin-messages-older" loading={isLoading} onClick={() => setPages(pages + 1)}>
          {t('admin:messages.history.older')}
        </Button>
      ) : null)}
    </>
  );
}
