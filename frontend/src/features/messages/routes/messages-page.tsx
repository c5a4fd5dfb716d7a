import { Alert, Badge, Button, Card, Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { PersonAvatar } from '../../../lib/ui/person-avatar';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConversations, type ConversationSummary } from '../api/conversations-api';
import { AdminInbox } from '../components/admin-inbox';
import { groupConversations } from '../components/conversation-groups';
import '../components/messages.css';

/**
 * The conversations with a message, the latest first, with what is unread; under them, the bookings still to come one
 * can start writing about (an empty conversation is not listed as one).
 */
function Conversations({ items }: { items: ConversationSummary[] }) {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const { started, canStart } = groupConversations(items);
  const title = (conversation: ConversationSummary) =>
    t('messages:with', { name: conversation.otherParty.name, date: formatQuebecDateTime(conversation.booking.startsAt, language) });
  return (
    <>
      <Card title={<h2 className="messages-section-title">{t('messages:conversationsTitle')}</h2>}>
        {started.length === 0 ? (
          <Empty description={items.length === 0 ? t('messages:empty') : t('messages:startedEmpty')} />
        ) : (
          <List
            aria-label={t('messages:listLabel')}
            dataSource={started}
            renderItem={(conversation) => (
              <List.Item key={conversation.bookingId} extra={<Badge count={conversation.unread} title={t('messages:unread', { count: conversation.unread })} />}>
                <List.Item.Meta
                  // Decorative: the other person's name is in the title beside it.
                  avatar={<PersonAvatar name={conversation.otherParty.name} url={conversation.otherParty.pictureUrl} size={40} />}
                  title={<Link to={paths.conversation.href({ bookingId: conversation.bookingId })}>{title(conversation)}</Link>}
                  description={conversation.lastMessage?.text}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      {canStart.length === 0 ? null : (
        <Card title={<h2 className="messages-section-title">{t('messages:startTitle')}</h2>}>
          <Typography.Paragraph type="secondary">{t('messages:startIntro')}</Typography.Paragraph>
          <ul className="messages-start-list" aria-label={t('messages:startLabel')}>
            {canStart.map((conversation) => (
              <li key={conversation.bookingId}>
                <Link to={paths.conversation.href({ bookingId: conversation.bookingId })}>{title(conversation)}</Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}

/** `/messages`: the person's conversations (one per confirmed booking) and Weklean's messages. */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  useDocumentTitle(t('messages:title'));
  const { data, error, isLoading, mutate } = useConversations();
  return (
    <div className="messages-page">
      <Typography.Title level={1}>{t('messages:title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('messages:intro')}</Typography.Paragraph>
      <div className="messages-sections">
        {isLoading && !data ? <Skeleton active /> : null}
        {error && !data ? <Alert type="error" showIcon title={t('messages:loadFailed')} action={<Button onClick={() => void mutate()}>{t('messages:retry')}</Button>} /> : null}
        {data ? <Conversations items={data.items} /> : null}
        <AdminInbox />
      </div>
    </div>
  );
}
