import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Status } from '../api/get-health';

const COLORS: Record<Status, string> = { up: 'success', degraded: 'warning', down: 'error' };

/** up / degraded / down, in words and colour (the colour is never the only sign). */
export function StatusTag({ status }: { status: Status }) {
  const { t } = useTranslation('admin');
  return <Tag color={COLORS[status]}>{t(`admin:health.status.${status}`)}</Tag>;
}
