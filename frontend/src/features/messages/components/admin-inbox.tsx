import { Alert, Badge, Button, Card, Collapse, Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { olderAdminMessages, useAdminInbox, useMarkAdminMessageRead, type AdminInboxMessage } from '../api/admin-inbox-api';

const when = (instant: string, language: 'fr' | 'en') =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }).format(new Date(instant));

/** The older pages after the latest one, without the messages the latest page already shows. */
export const mergeInboxPages = (latest: readonly AdminInboxMessage[], older: readonly AdminInboxMessage[]): AdminInboxMessage[] => {
  const seen = new Set(latest.map((message) => message.id));
  return [...latest, ...older.filter((message) => !seen.has(message.id))];
};

/**
 * The person's messages from Weklean (admin messages), apart from the booking conversations: opening an unread one
 * marks it read.
 */
export function AdminInbox() {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useAdminInbox();
  const markRead = useMarkAdminMessageRead();
  const [older, setOlder] = useState<{ items: AdminInboxMessage[]; nextCursor: string | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  if (isLoading && !data) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (error && !data) {
    return <Alert type="error" showIcon title={t('messages:admin.loadFailed')} action={<Button onClick={() => void mutate()}>{t('messages:retry')}</Button>} />;
  }
  if (!data) return null;
  const items = mergeInboxPages(data.items, older?.items ?? []);
  const nextCursor = older ? older.nextCursor : data.nextCursor;
  const open = (keys: string | string[]) => {
    for (const id of Array.isArray(keys) ? keys : [keys]) {
      const message = items.find((item) => item.id === id);
      if (message && message.readAt === null) {
        markRead(id).catch((failed: unknown) => toast.failure(failed, t('messages:admin.markReadFailed')));
      }
    }
  };
  const loadOlder = async () => {
    if (!nextCursor) return;
    setLoadingOlder(true);
    try {
      const page = await olderAdminMessages(nextCursor);
      setOlder({ items: [...(older?.items ?? []), ...page.items], nextCursor: page.nextCursor });
    } catch (failed) {
      toast.failure(failed, t('messages:admin.loadFailed'));
    } finally {
      setLoadingOlder(false);
    }
  };
  return (
    <Card title={<h2 className="messages-section-title">{t('messages:admin.title')} <Badge count={data.unread} title={t('messages:unread', { count: data.unread })} /></h2>}>
      {items.length === 0 ? (
        <Empty description={t('messages:admin.empty')} />
      ) : (
        <>
          <Collapse
            onChange={open}
            items={items.map((message) => ({
              key: message.id,
              label: (
                <span className={message.readAt === null ? 'admin-message-unread' : undefined}>
                  {message.subject || t('messages:admin.noSubject')}
                  {message.readAt === null ? <span className="visually-hidden"> — {t('messages:admin.unreadLabel')}</span> : null}
                </span>
              ),
              extra: <Typography.Text type="secondary">{when(message.sentAt, language)}</Typography.Text>,
              children: <Typography.Paragraph className="admin-message-text">{message.text}</Typography.Paragraph>,
            }))}
          />
          {nextCursor ? (
            <Button className="messages-older" loading={loadingOlder} onClick={() => void loadOlder()}>
              {t('messages:admin.older')}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
