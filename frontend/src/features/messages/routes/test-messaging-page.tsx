import { Alert, Button, Card, Descriptions, List, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLive } from '../../../lib/live/live-provider';
import type { LiveFrame } from '../../../lib/live/live-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';

const STATE_COLOR = { connecting: 'gold', open: 'green', closed: 'red' } as const;
const KEPT = 50;

/** `/test-messaging`: the live socket's diagnostics — its state, a ping's round trip, the frames received. */
export default function TestMessagingPage() {
  const { t } = useTranslation(['messages', 'common']);
  useDocumentTitle(t('messages:test.title'));
  const live = useLive();
  const [frames, setFrames] = useState<{ at: string; frame: LiveFrame }[]>([]);
  const [roundTrip, setRoundTrip] = useState<number | null>(null);
  const pingSentAt = useRef<number | null>(null);

  useEffect(
    () =>
      live.subscribe((frame) => {
        if (frame.type === 'PONG' && pingSentAt.current !== null) {
          setRoundTrip(Math.round(performance.now() - pingSentAt.current));
          pingSentAt.current = null;
        }
        setFrames((previous) => [{ at: new Date().toLocaleTimeString(), frame }, ...previous].slice(0, KEPT));
      }),
    [live],
  );

  const ping = () => {
    pingSentAt.current = performance.now();
    if (!live.send({ type: 'PING', timestamp: Date.now() })) pingSentAt.current = null;
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1}>{t('messages:test.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('messages:test.intro')}</Typography.Paragraph>
      </div>
      <Card>
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'state', label: t('messages:test.state'), children: <Tag color={STATE_COLOR[live.state]}>{t(`messages:test.states.${live.state}`)}</Tag> },
            { key: 'rtt', label: t('messages:test.roundTrip'), children: roundTrip === null ? '—' : t('messages:test.ms', { ms: roundTrip }) },
            { key: 'error', label: t('messages:test.lastError'), children: live.lastError ? t(`common:live.errors.${live.lastError}`) : '—' },
          ]}
        />
        {live.reconnectFailed ? <Alert type="warning" showIcon title={t('common:live.reconnectFailed')} /> : null}
        <Space wrap style={{ marginTop: 16 }}>
          <Button type="primary" onClick={ping} disabled={live.state !== 'open'}>
            {t('messages:test.ping')}
          </Button>
          <Button onClick={() => live.send({ type: 'REQUEST_UNREAD_COUNT' })} disabled={live.state !== 'open'}>
            {t('messages:test.unread')}
          </Button>
          <Button onClick={() => live.send({ type: 'REQUEST_CONVERSATIONS' })} disabled={live.state !== 'open'}>
            {t('messages:test.conversations')}
          </Button>
          <Button onClick={() => live.retry()}>{t('common:live.retry')}</Button>
        </Space>
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: '1.15rem' }}>{t('messages:test.received')}</h2>}>
        <List
          aria-label={t('messages:test.received')}
          locale={{ emptyText: t('messages:test.none') }}
          dataSource={frames}
          renderItem={(item, index) => (
            <List.Item key={`${item.at}-${index}`}>
              <Typography.Text code>{item.at}</Typography.Text> <strong>{item.frame.type}</strong>{' '}
              <Typography.Text type="secondary" ellipsis>
                {JSON.stringify(item.frame).slice(0, 200)}
              </Typography.Text>
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}
