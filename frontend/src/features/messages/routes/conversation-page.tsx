import { Alert, Button, Card, Empty, Form, Input, Skeleton, Space, Typography } from 'antd';
import { PRESENCE_BOOKING_STATUSES } from '@weklean/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { formatQuebecShortDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useLive } from '../../../lib/live/live-provider';
import { BusySwitch, PresenceBadge } from '../../../lib/live/presence-badge';
import { useSignedInUser } from '../../../lib/session/session-context';
import { PersonAvatar } from '../../../lib/ui/person-avatar';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { markRead, olderMessages, useConversations, useMessages, useSendMessage, type Message } from '../api/conversations-api';
import '../components/messages.css';

const TYPING_SHOWN_MS = 4_000;
const TYPING_SENT_EVERY_MS = 2_000;

const time = (instant: string, language: 'fr' | 'en') => formatQuebecShortDateTime(instant, language);

function Conversation({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(['messages', 'errors']);
  const language = useLanguage();
  const me = useSignedInUser();
  const live = useLive();
  const { data, error, isLoading, mutate } = useMessages(bookingId);
  const conversations = useConversations();
  const send = useSendMessage(bookingId);
  const [form] = Form.useForm<{ text: string }>();
  const [older, setOlder] = useState<Message[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [typing, setTyping] = useState(false);
  const lastTypingSent = useRef(0);
  const summary = conversations.data?.items.find((item) => item.bookingId === bookingId);
  const other = summary?.otherParty;
  useDocumentTitle(other ? t('messages:conversationWith', { name: other.name }) : t('messages:title'));

  // The other person typing, for a few seconds after their last keystroke.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = live.subscribe((frame) => {
      // Their message arrived: they are done typing it.
      if (frame.type === 'NEW_MESSAGE') {
        const { message } = frame;
        if (message.bookingId === bookingId && message.senderId !== me.id) setTyping(false);
        return;
      }
      // A typing frame names every conversation the two people share (the SPEC's frame names a person, not a booking).
      if (frame.type !== 'USER_TYPING' || !frame.bookingIds.includes(bookingId)) return;
      setTyping(frame.isTyping === true);
      clearTimeout(timer);
      timer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [bookingId, live, me.id]);

  // What the other person wrote is read once shown.
  const latest = data?.items[0];
  useEffect(() => {
    if (latest && latest.senderId !== me.id && latest.readAt === null) void markRead(bookingId, latest.id).catch(() => undefined);
  }, [bookingId, latest, me.id]);

  const messages = [...older.slice().reverse(), ...(data?.items.slice().reverse() ?? [])].filter(
    (message, index, all) => all.findIndex((other) => other.id === message.id) === index,
  );
  const nextCursor = cursor === undefined ? (data?.nextCursor ?? null) : cursor;

  const submit = async ({ text }: { text: string }) => {
    try {
      await send.trigger({ text, messageId: crypto.randomUUID() });
      form.resetFields();
    } catch (failure) {
      // A refusal (a phone number, the booking not confirmed) is shown under the field; the text stays to be fixed.
      const message = failureMessage(failure, { fallback: t('messages:sendFailed'), nonJson: t('errors:server') });
      form.setFields([{ name: 'text', errors: [failure instanceof ApiError && failure.status < 500 ? message : t('messages:sendFailed')] }]);
    }
  };
  const onTyping = () => {
    if (!other || Date.now() - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    lastTypingSent.current = Date.now();
    live.send({ type: 'USER_TYPING', bookingId, recipientId: other.id, isTyping: true, timestamp: Date.now() });
  };
  const loadOlder = async () => {
    if (!nextCursor) return;
    const page = await olderMessages(bookingId, nextCursor);
    setOlder((previous) => [...previous, ...page.items]);
    setCursor(page.nextCursor);
  };

  if (isLoading && !data) return <Skeleton active />;
  if (error && !data) {
    const missing = error instanceof ApiError && error.status === 404;
    return <Alert type="error" showIcon title={missing ? t('messages:notFound') : t('messages:loadFailed')} action={missing ? undefined : <Button onClick={() => void mutate()}>{t('messages:retry')}</Button>} />;
  }
  const mineLast = [...messages].reverse().find((message) => message.senderId === me.id);
  return (
    <div className="conversation-page">
      <Link to={paths.messages.href()}>{t('messages:back')}</Link>
      <div className="conversation-heading">
        {/* Decorative: the name is in the heading beside it. */}
        {other ? <PersonAvatar name={other.name} url={other.pictureUrl} size={40} /> : null}
        <Typography.Title level={1}>{other ? t('messages:conversationWith', { name: other.name }) : t('messages:title')}</Typography.Title>
        {/* Presence is shared while the booking is confirmed or under way, not once it is done. */}
        {summary && (PRESENCE_BOOKING_STATUSES as readonly string[]).includes(summary.booking.status) ? <PresenceBadge userId={summary.otherParty.id} /> : null}
        <BusySwitch />
      </div>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card>
          {nextCursor ? (
            <Button type="link" onClick={() => void loadOlder()}>
              {t('messages:older')}
            </Button>
          ) : null}
          {messages.length === 0 ? (
            <Empty description={t('messages:emptyConversation')} />
          ) : (
            <ol className="conversation-history" aria-label={t('messages:historyLabel')} aria-live="polite">
              {messages.map((message) => (
                <li key={message.id} className={`conversation-message${message.senderId === me.id ? ' is-mine' : ''}`}>
                  <span className="conversation-text">{message.text}</span>
                  <span className="conversation-meta">
                    {time(message.sentAt, language)}
                    {message.id === mineLast?.id && message.readAt ? ` · ${t('messages:read')}` : ''}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <div className="conversation-typing" role="status">
            {typing && other ? t('messages:typing', { name: other.name }) : ''}
          </div>
        </Card>
        <Form form={form} layout="vertical" name="message" onFinish={(values) => void submit(values)} disabled={send.isMutating}>
          <Form.Item name="text" label={t('messages:yourMessage')} rules={[{ required: true, whitespace: true, message: t('messages:textRequired') }, { max: 2000 }]}>
            <Input.TextArea rows={3} maxLength={2000} showCount onChange={onTyping} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isMutating}>
            {t('messages:send')}
          </Button>
        </Form>
        <Typography.Text type="secondary">{t('messages:noPhone')}</Typography.Text>
      </Space>
    </div>
  );
}

/** `/messages/:bookingId`: the chat of a booking's client and cleaner (SPEC 3: messages, read receipts, typing). */
export default function ConversationPage() {
  const { bookingId } = useParams();
  if (!bookingId) return <Navigate to={paths.messages.href()} replace />;
  return <Conversation key={bookingId} bookingId={bookingId} />;
}
