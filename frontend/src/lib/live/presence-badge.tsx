import { Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLive } from './live-provider';
import './presence.css';

/**
 * The other person's presence beside their name (a client and the cleaner of a confirmed booking): a coloured dot
 * and its word, so that colour is never the only sign. Nothing while it is not known (no confirmed booking together,
 * or the live socket closed).
 */
export function PresenceBadge({ userId }: { userId: string }) {
  const { t } = useTranslation('common');
  const status = useLive().presenceOf(userId);
  if (status === null) return null;
  return (
    <span className={`presence-badge presence-${status}`} data-presence={status}>
      <span className="presence-dot" aria-hidden="true" />
      <span className="presence-text">{t(`common:live.presence.${status}`)}</span>
    </span>
  );
}

/** The person's own choice to show busy to the other people of their confirmed bookings. */
export function BusySwitch() {
  const { t } = useTranslation('common');
  const live = useLive();
  return (
    <Tooltip title={t('common:live.presence.showBusyHint')}>
      <label className="presence-busy-switch">
        <Switch size="small" checked={live.busy} onChange={(checked) => live.setBusy(checked)} />
        <span>{t('common:live.presence.showBusy')}</span>
      </label>
    </Tooltip>
  );
}
