import { Button, Card, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockRange } from '../../../lib/format-date';
import type { Block } from '../api/schedule-types';
import { useRemoveBlock } from '../api/remove-block';
import { BlockForm } from './block-form';
import { orderedDays, sortBlocks } from './calendar-values';
import { formatDay, languageOf } from './format-day';
import { useCalendarFailure } from './use-calendar-failure';
import { weekdayKey } from './vocabulary';

/** The usual working hours (blocks): the list, each removable, and the form to add one. */
export function WorkingHours({ blocks }: { blocks: readonly Block[] }) {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const language = languageOf(i18n.resolvedLanguage);
  const { trigger, isMutating } = useRemoveBlock();
  const showFailure = useCalendarFailure();
  const [removing, setRemoving] = useState<string | null>(null);

  const describe = (block: Block): string => {
    const when =
      block.date === null
        ? t('calendar:blocks.every', { days: orderedDays(block.days).map((day) => t(weekdayKey(day))).join(', ') })
        : t('calendar:blocks.on', { date: formatDay(block.date, language) });
    const hours =
      block.allDay || block.startTime === null || block.endTime === null
        ? t('calendar:blocks.allDay')
        : formatClockRange(block.startTime, block.endTime, language);
    return `${when} · ${hours}`;
  };

  const remove = async (block: Block) => {
    setRemoving(block.id);
    try {
      await trigger(block.id);
    } catch (error) {
      showFailure(error);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card title={<h2 className="calendar-card-title">{t('calendar:blocks.title')}</h2>}>
      <Typography.Paragraph type="secondary">{t('calendar:blocks.intro')}</Typography.Paragraph>
      <List
        size="small"
        dataSource={sortBlocks(blocks)}
        rowKey="id"
        locale={{ emptyText: t('calendar:blocks.empty') }}
        renderItem={(block) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                size="small"
                type="text"
                danger
                loading={isMutating && removing === block.id}
                disabled={isMutating}
                aria-label={t('calendar:blocks.remove', { block: describe(block) })}
                onClick={() => void remove(block)}
              >
                {t('calendar:slots.removeShort')}
              </Button>,
            ]}
          >
            {describe(block)}
          </List.Item>
        )}
      />
      <h3 className="calendar-subtitle">{t('calendar:blockForm.title')}</h3>
      <BlockForm />
    </Card>
  );
}
