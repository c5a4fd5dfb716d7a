import { BOOKING_LIMITS, type ChecklistCategory } from '@weklean/domain';
import { Badge, Button, Collapse, Input, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTask, addTaskRefusal, groupChecklist, hasTask, removeTask, type AddTaskRefusal, type ChecklistItem } from './checklist';
import { SUGGESTED_TASK_KEYS, TASK_REFUSAL_KEYS } from './vocabulary';
import { CATEGORY_KEYS } from '../../../lib/vocabulary';

const refusalLimit = (refusal: AddTaskRefusal) =>
  refusal === 'too-long' ? BOOKING_LIMITS.checklistTaskMax : BOOKING_LIMITS.checklistTasksMax;

type Props = { value?: ChecklistItem[]; onChange?: (items: ChecklistItem[]) => void };

/**
 * The tasks the client wants done, by category: typed in, or picked among a few suggestions. Optional, so folded
 * behind one button until asked for (or until it holds tasks): closed, it is one Tab stop on the way to the
 * request's button, not fourteen (issue 30).
 */
export function ChecklistField({ value = [], onChange }: Props) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(value.length > 0);
  const panelId = useId();
  const [drafts, setDrafts] = useState<Partial<Record<ChecklistCategory, string>>>({});
  const [refusals, setRefusals] = useState<Partial<Record<ChecklistCategory, AddTaskRefusal>>>({});

  const add = (category: ChecklistCategory, task: string, fromDraft: boolean) => {
    const refusal = addTaskRefusal(value, category, task);
    setRefusals((current) => ({ ...current, [category]: refusal ?? undefined }));
    if (refusal !== null) return;
    onChange?.(addTask(value, category, task));
    if (fromDraft) setDrafts((current) => ({ ...current, [category]: '' }));
  };

  const items = groupChecklist(value).map(({ category, tasks }) => {
    const name = t(CATEGORY_KEYS[category]);
    const refusal = refusals[category];
    const suggestions = SUGGESTED_TASK_KEYS[category].map((key) => t(key)).filter((task) => !hasTask(value, category, task));
    return {
      key: category,
      label: (
        <span className="booking-checklist-head">
          {name} <Badge count={tasks.length} showZero={false} color="blue" />
        </span>
      ),
      children: (
        <div className="booking-checklist-body">
          {tasks.length === 0 ? (
            <Typography.Text type="secondary">{t('booking:checklist.none')}</Typography.Text>
          ) : (
            <ul className="booking-tasks">
              {tasks.map((task) => (
                <li key={task}>
                  <span>{task}</span>
                  <Button
                    size="small"
                    type="text"
                    danger
                    aria-label={t('booking:checklist.removeTask', { task })}
                    onClick={() => onChange?.(removeTask(value, category, task))}
                  >
                    {t('booking:checklist.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Space.Compact className="booking-task-input">
            <Input
              value={drafts[category] ?? ''}
              aria-label={t('booking:checklist.newTask', { category: name })}
              placeholder={t('booking:checklist.placeholder')}
              status={refusal === undefined ? '' : 'error'}
              onChange={(event) => setDrafts((current) => ({ ...current, [category]: event.target.value }))}
              onPressEnter={(event) => {
                // Enter adds the task; it must not submit the booking form.
                event.preventDefault();
                add(category, drafts[category] ?? '', true);
              }}
            />
            <Button onClick={() => add(category, drafts[category] ?? '', true)}>{t('booking:checklist.add')}</Button>
          </Space.Compact>
          <div className="booking-refusal" aria-live="polite">
            {refusal === undefined ? null : <Typography.Text type="danger">{t(TASK_REFUSAL_KEYS[refusal], { max: refusalLimit(refusal) })}</Typography.Text>}
          </div>
          {suggestions.length === 0 ? null : (
            <div className="booking-suggestions">
              <Typography.Text type="secondary">{t('booking:checklist.suggestions')}</Typography.Text>
              {suggestions.map((task) => (
                <Button key={task} size="small" onClick={() => add(category, task, false)}>
                  <span aria-hidden="true">+ </span>
                  {task}
                </Button>
              ))}
            </div>
          )}
        </div>
      ),
    };
  });

  const toggleLabel = open
    ? t('booking:checklist.close')
    : value.length === 0
      ? t('booking:checklist.open')
      : t('booking:checklist.openWithTasks', { count: value.length });
  return (
    <>
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} className="booking-checklist-toggle">
        {toggleLabel}
      </Button>
      <div id={panelId} hidden={!open}>
        <Collapse items={items} defaultActiveKey={['general']} className="booking-checklist" />
      </div>
    </>
  );
}
