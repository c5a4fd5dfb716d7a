import { Alert, Badge, Button, Card, Collapse, Empty, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { useAdminInbox, useMarkAdminMessageRead } from '../api/admin-inbox-api';

/**
 * The person's messages from Weklean (admin messages), apart from the booking conversations: opening an unread one
 * marks it read.
 */
export function AdminInbox() {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const toast = useToast();
  const [pages, setPages] = useState(1);
  const { data, error, isLoading, mutate } = useAdminInbox(pages);
  const markRead = useMarkAdminMessageRead();

  const title = (
    <h2 className="messages-section-title">
      {t('messages:admin.title')} {data ? <Badge count={data.unread} title={t('messages:unread', { count: data.unread })} /> : null}
    </h2>
  );
  const failed = error ? <Alert type="error" showIcon title={t('messages:admin.loadFailed')} action={<Button onClick={() => void mutate()}>{t('messages:retry')}</Button>} /> : null;
  if (!data) return <Card title={title}>{isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : failed}</Card>;

  const open = (keys: string | string[]) => {
    for (const id of Array.isArray(keys) ? keys : [keys]) {
      const message = data.items.find((item) => item.id === id);
      if (message && message.readAt === null) {
        markRead(id).catch((failure: unknown) => toast.failure(failure, t('messages:admin.markReadFailed')));
      }
    }
  };
  return (
    <Card title={title}>
      {data.items.length === 0 ? (
        (failed ?? <Empty description={t('messages:admin.empty')} />)
      ) : (
        <>
          <Collapse
            onChange={open}
            items={data.items.map((message) => ({
              key: message.id,
              label: (
                <span className={message.readAt === null ? 'admin-message-unread' : undefined}>
                  {message.subject || t('messages:admin.noSubject')}
                  {message.readAt === null ? (
                    <Tag color="blue" className="admin-message-unread-tag">
                      {t('messages:admin.unreadLabel')}
                    </Tag>
                  ) : null}
                </span>
              ),
              extra: <Typography.Text type="secondary">{formatQuebecDateTime(message.sentAt, language)}</Typography.Text>,
              children: <Typography.Paragraph className="admin-message-text">{message.text}</Typography.Paragraph>,
            }))}
          />
          {failed ??
            (data.nextCursor ? (
              <Button className="messages-older" loading={isLoading} onClick={() => setPages(pages + 1)}>
                {t('messages:admin.older')}
              </Button>
            ) : null)}
        </>
      )}
    </Card>
  );
}
