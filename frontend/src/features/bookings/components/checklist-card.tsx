import { Card, Checkbox, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useCheckTask } from '../api/booking-actions';
import type { BookingDetails } from '../api/booking-types';
import { formatTime } from './booking-time';
import { checklistProgress, groupChecklist } from './checklist';
import { useLanguage } from './use-language';
import type { Viewer } from './viewer';
import { CATEGORY_KEYS } from '../../../lib/vocabulary';

/** The client's tasks by room; the cleaner ticks them while the cleaning is in progress (`check-task`). */
export function ChecklistCard({ booking, viewer }: { booking: BookingDetails; viewer: Viewer }) {
  const { t } = useTranslation(['bookings', 'common', 'errors']);
  const language = useLanguage();
  const toast = useToast();
  const { trigger } = useCheckTask(booking.id);
  const [sending, setSending] = useState<string | null>(null);
  const canCheck = booking.actions.includes('check-task');
  const groups = groupChecklist(booking.checklist);
  const progress = checklistProgress(booking.checklist);

  const toggle = async (taskId: string, done: boolean) => {
    // One change at a time, without disabling the boxes: a disabled box would drop the keyboard focus.
    if (sending !== null) return;
    setSending(taskId);
    try {
      await trigger({ taskId, done });
    } catch (error) {
      toast.failure(error, t('bookings:checklist.failed'));
    } finally {
      setSending(null);
    }
  };

  return (
    <Card
      title={<h2 className="booking-card-heading">{t('bookings:checklist.title')}</h2>}
      extra={
        progress.total === 0 ? null : (
          <span role="status">{t('bookings:checklist.progress', { done: progress.done, total: progress.total })}</span>
        )
      }
      className="booking-section"
    >
      {groups.length === 0 ? (
        t('bookings:checklist.empty')
      ) : (
        <>
          {!canCheck && viewer === 'cleaner' && booking.status === 'confirmed' ? (
            <Typography.Paragraph type="secondary">{t('bookings:checklist.afterPunchIn')}</Typography.Paragraph>
          ) : null}
          {groups.map((group) => (
            <fieldset key={group.category} className="booking-checklist-group">
              <legend>
                {t('bookings:checklist.group', { category: t(CATEGORY_KEYS[group.category]), done: group.done, total: group.tasks.length })}
              </legend>
              <ul className="booking-plain-list" aria-busy={sending !== null && group.tasks.some((task) => task.id === sending)}>
                {group.tasks.map((task) => (
                  <li key={task.id} className="booking-task">
                    <Checkbox
                      checked={task.done}
                      disabled={!canCheck}
                      onChange={(event) => void toggle(task.id, event.target.checked)}
                    >
                      {task.task}
                    </Checkbox>
                    {task.done && task.doneAt !== null ? (
                      <Typography.Text type="secondary" className="booking-task-done">
                        {t('bookings:checklist.doneAt', { time: formatTime(task.doneAt, language) })}
                      </Typography.Text>
                    ) : null}
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </>
      )}
    </Card>
  );
}
