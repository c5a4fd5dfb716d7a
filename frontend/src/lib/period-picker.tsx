import { DatePicker, Segmented, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateInput } from './format-date';
import { useLanguage } from './i18n/use-language';
import { PERIOD_PRESETS, presetOf, presetPeriod, quebecToday, type PeriodPreset, type ReportPeriod } from './report-period';

const PRESET_KEYS = {
  '7d': 'admin-dashboard:period.presets.7d',
  '30d': 'admin-dashboard:period.presets.30d',
  '90d': 'admin-dashboard:period.presets.90d',
  '12m': 'admin-dashboard:period.presets.12m',
} as const satisfies Record<PeriodPreset, string>;

/**
 * The period of an admin report: four presets and a custom range of Quebec days (texts of the `admin-dashboard`
 * catalogue, which the pages using it load).
 */
export function PeriodPicker({ period, onChange }: { period: ReportPeriod; onChange: (period: ReportPeriod) => void }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  const today = quebecToday();
  const preset = presetOf(period, today);
  return (
    <Space wrap align="center">
      <Segmented<PeriodPreset | 'custom'>
        aria-label={t('admin-dashboard:period.label')}
        value={preset ?? 'custom'}
        options={[
          ...PERIOD_PRESETS.map((value) => ({ value, label: t(PRESET_KEYS[value]) })),
          { value: 'custom' as const, label: t('admin-dashboard:period.custom'), disabled: true },
        ]}
        onChange={(value) => {
          if (value !== 'custom') onChange(presetPeriod(value, today));
        }}
      />
      <DatePicker.RangePicker
        aria-label={t('admin-dashboard:period.range')}
        id={{ start: 'period-from', end: 'period-to' }}
        allowClear={false}
        format={dateInput(language).format}
        value={[dayjs(period.from), dayjs(period.to)]}
        onChange={(values) => {
          const [from, to] = values ?? [];
          if (from && to) onChange({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
        }}
      />
    </Space>
  );
}
