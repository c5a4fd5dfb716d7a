import { Alert, Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../lib/session/user';
import { applicationServerKey, isAppleMobile, pushSupported, sameKey } from '../../../lib/pwa/push';
import { activeRegistration } from '../../../lib/pwa/service-worker';
import { useToast } from '../../../lib/toast';
import { forgetStoredSubscription, readStored, rebindDeviceSubscription, storeSubscription } from '../api/device-subscription';
import { deleteSubscription, saveSubscription, usePushConfig, usePushPreferences, useSavePushPreferences } from '../api/push';
import { KindPreferencesForm, type KindTexts } from './email-preferences-form';

/**
 * Where this device stands: `checking`; `unsupported` (no push in this browser; on an iPhone, not from the Home
 * Screen); `unavailable` (the server sends none, or no service worker here); `denied` (the person blocked
 * notifications for the site); `off`; `on`.
 */
type DeviceState = 'checking' | 'unsupported' | 'unavailable' | 'denied' | 'off' | 'on';

function useDevicePush(publicKey: string | null | undefined, userId: string) {
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);

  const check = useCallback(async () => {
    if (!pushSupported()) return setState('unsupported');
    if (publicKey === undefined) return setState('checking');
    if (publicKey === null) return setState('unavailable');
    if (Notification.permission === 'denied') return setState('denied');
    const registration = await activeRegistration();
    if (registration === null) return setState('unavailable');
    // This person's subscription, saved again: the same endpoint keeps its id, bound now to this session.
    setState((await rebindDeviceSubscription(userId).catch(() => false)) ? 'on' : 'off');
  }, [publicKey, userId]);

  useEffect(() => {
    void check();
  }, [check]);

  const turnOn = async () => {
    if (!publicKey) return;
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return 'not-granted' as const;
      }
      const registration = await activeRegistration();
      if (registration === null) {
        setState('unavailable');
        return 'not-granted' as const;
      }
      const key = applicationServerKey(publicKey);
      let subscription = await registration.pushManager.getSubscription();
      // Made with another server key (the keys were changed): replaced.
      if (subscription !== null && !sameKey(subscription, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      const { id } = await saveSubscription(subscription.toJSON());
      storeSubscription({ id, endpoint: subscription.endpoint, userId });
      setState('on');
      return 'on' as const;
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const stored = readStored();
      // Another person's id is not this person's to delete (their session's end already stopped it).
      if (stored !== null && stored.userId === userId) await deleteSubscription(stored.id);
      forgetStoredSubscription();
      const registration = await activeRegistration();
      await (await registration?.pushManager.getSubscription())?.unsubscribe();
      setState('off');
    } finally {
      setBusy(false);
    }
  };

  return { state, busy, turnOn, turnOff };
}

const PUSH_TEXTS: KindTexts = {
  kinds: 'push.kinds',
  loadFailed: 'account:push.kindsLoadFailed',
  saved: 'account:push.kindsSaved',
  saveFailed: 'account:push.kindsSaveFailed',
  save: 'account:push.kindsSave',
};

/** Which pushes the person receives, on every device they turned them on (as the e-mail choices). */
function PushKinds({ role }: { role: Role | null }) {
  const { t } = useTranslation('account');
  return (
    <KindPreferencesForm
      role={role}
      texts={PUSH_TEXTS}
      preferences={usePushPreferences()}
      save={useSavePushPreferences()}
      label={t('account:push.kindsTitle')}
      header={
        <Typography.Title level={3} className="account-subtitle">
          {t('account:push.kindsTitle')}
        </Typography.Title>
      }
    />
  );
}

const STATUS_TAG: Record<DeviceState, { color: string; key: string }> = {
  checking: { color: 'default', key: 'checking' },
  unsupported: { color: 'default', key: 'unsupported' },
  unavailable: { color: 'default', key: 'unavailable' },
  denied: { color: 'red', key: 'denied' },
  off: { color: 'default', key: 'off' },
  on: { color: 'green', key: 'on' },
};

/**
 * "Notifications on this device" (issue 36): whether this browser can show Weklean's notifications, turning them on
 * (the browser's permission, a push subscription recorded by the server) or off, and which kinds the person gets.
 */
export function DeviceNotificationsCard({ role, userId, titleClassName }: { role: Role | null; userId: string; titleClassName: string }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const config = usePushConfig();
  const { state, busy, turnOn, turnOff } = useDevicePush(config.error ? null : config.data?.publicKey, userId);
  const tag = STATUS_TAG[state];

  const on = async () => {
    try {
      const outcome = await turnOn();
      if (outcome === 'on') toast.success(t('account:push.turnedOn'));
    } catch (failed) {
      toast.failure(failed, t('account:push.turnOnFailed'));
    }
  };
  const off = async () => {
    try {
      await turnOff();
      toast.success(t('account:push.turnedOff'));
    } catch (failed) {
      toast.failure(failed, t('account:push.turnOffFailed'));
    }
  };

  let body;
  if (config.isLoading || state === 'checking') body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (config.error) {
    body = <Alert type="error" showIcon title={t('account:push.loadFailed')} action={<Button onClick={() => void config.mutate()}>{t('common:actions.retry')}</Button>} />;
  } else if (state === 'unsupported') {
    body = <Alert type="info" showIcon title={t('account:push.unsupported.title')} description={t(isAppleMobile() ? 'account:push.unsupported.apple' : 'account:push.unsupported.other')} />;
  } else if (state === 'unavailable') {
    body = <Alert type="info" showIcon title={t('account:push.unavailable')} />;
  } else if (state === 'denied') {
    body = <Alert type="warning" showIcon title={t('account:push.denied.title')} description={t('account:push.denied.howTo')} />;
  } else {
    body = (
      <Space orientation="vertical" size="middle" className="account-push">
        <Typography.Paragraph type="secondary">{t(state === 'on' ? 'account:push.onText' : 'account:push.offText')}</Typography.Paragraph>
        {state === 'on' ? (
          <Button onClick={() => void off()} loading={busy}>
            {t('account:push.turnOff')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void on()} loading={busy}>
            {t('account:push.turnOn')}
          </Button>
        )}
        {state === 'on' ? <PushKinds role={role} /> : null}
      </Space>
    );
  }

  return (
    <Card
      title={<h2 className={titleClassName}>{t('account:push.title')}</h2>}
      extra={
        <Tag color={tag.color} data-push-state={state}>
          {t(`account:push.state.${tag.key}`)}
        </Tag>
      }
    >
      <div aria-live="polite" aria-busy={state === 'checking' || busy}>
        {body}
      </div>
    </Card>
  );
}
