import { Alert, Button, Card, List, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { useToast } from '../../../lib/toast';
import { useConnectCalendarProvider } from '../api/connect-calendar-provider';
import { useDisconnectCalendarProvider } from '../api/disconnect-calendar-provider';
import { providerErrorOf, useCalendarProviders, type CalendarProviderLink } from '../api/get-calendar-providers';
import { languageOf } from './format-day';
import { callbackErrorOf } from './provider-outcome';
import { useCalendarFailure } from './use-calendar-failure';

/** The outcome the provider's callback left in the address, said once in a toast, then taken out of the address. */
function useCallbackOutcome() {
  const { t } = useTranslation(['calendar', 'common']);
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const connected = params.get('connected');
  const failed = params.get('calendarError');
  useEffect(() => {
    if (connected === null && failed === null) return;
    if (connected === 'google' || connected === 'microsoft') {
      toast.success(t('calendar:providers.connected', { name: t(`calendar:providers.names.${connected}`) }));
    }
    if (failed !== null) toast.error(t('common:toast.errorTitle'), t(`calendar:providers.callbackErrors.${callbackErrorOf(failed)}`));
    const rest = new URLSearchParams(params);
    rest.delete('connected');
    rest.delete('calendarError');
    setParams(rest, { replace: true });
  }, [connected, failed, params, setParams, t, toast]);
}

function ProviderItem({ link }: { link: CalendarProviderLink }) {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const toast = useToast();
  const showFailure = useCalendarFailure();
  const connect = useConnectCalendarProvider();
  const disconnect = useDisconnectCalendarProvider();
  const [leaving, setLeaving] = useState(false);
  const name = t(`calendar:providers.names.${link.provider}`);
  const error = providerErrorOf(link.lastError);

  const start = async () => {
    try {
      const url = await connect.trigger(link.provider);
      setLeaving(true);
      window.location.assign(url);
    } catch (failure) {
      showFailure(failure);
    }
  };
  const stop = async () => {
    try {
      await disconnect.trigger(link.provider);
      toast.success(t('calendar:providers.disconnected', { name }));
    } catch (failure) {
      showFailure(failure);
    }
  };

  return (
    <List.Item
      actions={[
        link.connected ? (
          <Popconfirm
            key="disconnect"
            title={t('calendar:providers.disconnectConfirmTitle', { name })}
            description={t('calendar:providers.disconnectConfirmText')}
            okText={t('calendar:providers.disconnect')}
            cancelText={t('calendar:providers.cancel')}
            onConfirm={() => stop()}
          >
            <Button danger loading={disconnect.isMutating}>
              {t('calendar:providers.disconnect')}
            </Button>
          </Popconfirm>
        ) : (
          <Button key="connect" type="primary" loading={connect.isMutating || leaving} onClick={() => void start()}>
            {t(leaving ? 'calendar:providers.connecting' : 'calendar:providers.connect', { name })}
          </Button>
        ),
      ]}
    >
      <List.Item.Meta
        title={
          <Space wrap>
            <span>{name}</span>
            <Tag color={link.connected ? (error === null ? 'green' : 'orange') : 'default'}>
              {link.connected ? (link.account ? t('calendar:providers.connectedAs', { account: link.account }) : t('calendar:providers.connectedNoAccount')) : t('calendar:providers.notConnected')}
            </Tag>
          </Space>
        }
        description={
          link.connected ? (
            <>
              <Typography.Text type="secondary">
                {link.lastSyncAt ? t('calendar:providers.lastSync', { when: formatQuebecDateTime(link.lastSyncAt, languageOf(i18n.resolvedLanguage)) }) : t('calendar:providers.neverSynced')}
              </Typography.Text>
              {error === null ? null : <Alert className="calendar-refusal" type="warning" showIcon title={t(`calendar:providers.errors.${error}`)} />}
            </>
          ) : null
        }
      />
    </List.Item>
  );
}

/**
 * Google Calendar and Microsoft 365 connected through OAuth, one row per provider this site offers (none offered: no
 * card). Shown after the iCal links, which stay the default way.
 */
export function CalendarProvidersCard() {
  const { t } = useTranslation(['calendar', 'common']);
  const { data, error, isLoading, mutate } = useCalendarProviders();
  useCallbackOutcome();
  const offered = data?.filter((link) => link.configured) ?? [];
  if (!isLoading && error === undefined && offered.length === 0) return null;

  let body;
  if (isLoading) {
    body = (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (error !== undefined) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('calendar:providers.loadFailed')}
        action={
          <Button size="small" onClick={() => void mutate()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <Typography.Paragraph type="secondary">{t('calendar:providers.intro')}</Typography.Paragraph>
        <List dataSource={offered} rowKey={(link) => link.provider} renderItem={(link) => <ProviderItem link={link} />} />
      </>
    );
  }
  return <Card title={<h2 className="calendar-card-title">{t('calendar:providers.title')}</h2>}>{body}</Card>;
}
