import { Alert, Badge, Button, Card, Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConversations } from '../api/conversations-api';
import { AdminInbox } from '../components/admin-inbox';
import '../components/messages.css';

/** `/messages`: one conversation per confirmed booking, the latest first, with what is unread. */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  useDocumentTitle(t('messages:title'));
  const { data, error, isLoading, mutate } = useConversations();
  return (
    <div className="messages-page">
      <Typography.Title level={1}>{t('messages:title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('messages:intro')}</Typography.Paragraph>
      <div className="messages-sections">
        {isLoading && !data ? <Skeleton active /> : null}
        {error && !data ? <Alert type="error" showIcon title={t('messages:loadFailed')} action={<Button onClick={() => void mutate()}>{t('messages:retry')}</Button>} /> : null}
        {data ? (
          <Card title={<h2 className="messages-section-title">{t('messages:conversationsTitle')}</h2>}>
            {data.items.length === 0 ? (
              <Empty description={t('messages:empty')} />
            ) : (
              <List
                aria-label={t('messages:listLabel')}
                dataSource={data.items}
                renderItem={(conversation) => (
                  <List.Item key={conversation.bookingId} extra={<Badge count={conversation.unread} title={t('messages:unread', { count: conversation.unread })} />}>
                    <List.Item.Meta
                      title={
                        <Link to={paths.conversation.href({ bookingId: conversation.bookingId })}>
                          {t('messages:with', { name: conversation.otherParty.name, date: formatQuebecDateTime(conversation.booking.startsAt, language) })}
                        </Link>
                      }
                      description={conversation.lastMessage ? conversation.lastMessage.text : t('messages:noMessageYet')}
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        ) : null}
        <AdminInbox />
      </div>
    </div>
  );
}
