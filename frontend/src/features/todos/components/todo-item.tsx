import type { NewTodo, Todo } from '@weklean/domain';
import { Button, Checkbox, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, formatQuebecDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { TodoForm } from './todo-form';
import { PRIORITY_COLORS, PRIORITY_KEYS } from './vocabulary';

type Props = {
  todo: Todo;
  editing: boolean;
  busy: boolean;
  onToggle: (completed: boolean) => void;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (changes: NewTodo) => Promise<boolean>;
  onDelete: () => void;
};

/** One to-do: its box to tick, its priority, its dates, and its edit and delete buttons (or its edit form). */
export function TodoItem({ todo, editing, busy, onToggle, onEdit, onCancelEdit, onSave, onDelete }: Props) {
  const { t } = useTranslation('todos');
  const language = useLanguage();
  if (editing) {
    return (
      <li className="todo-item">
        <TodoForm todo={todo} busy={busy} onSubmit={onSave} onCancel={onCancelEdit} />
      </li>
    );
  }
  return (
    <li className={todo.completed ? 'todo-item todo-item-done' : 'todo-item'}>
      <Checkbox checked={todo.completed} disabled={busy} onChange={(event) => onToggle(event.target.checked)}>
        <span className="todo-title">{todo.title}</span>
      </Checkbox>
      <div className="todo-meta">
        <Tag color={PRIORITY_COLORS[todo.priority]}>{t(PRIORITY_KEYS[todo.priority])}</Tag>
        {todo.dueDate === null ? null : (
          <Typography.Text type="secondary">{t('todos:item.due', { date: formatCalendarDay(todo.dueDate, language) })}</Typography.Text>
        )}
        <Typography.Text type="secondary">{t('todos:item.created', { date: formatQuebecDay(todo.createdAt, language) })}</Typography.Text>
        <Space size="small" className="todo-actions">
          <Button size="small" onClick={onEdit} disabled={busy} aria-label={t('todos:item.editLabel', { title: todo.title })}>
            {t('todos:item.edit')}
          </Button>
          <Button size="small" danger onClick={onDelete} disabled={busy} aria-label={t('todos:item.deleteLabel', { title: todo.title })}>
            {t('todos:item.delete')}
          </Button>
        </Space>
      </div>
    </li>
  );
}
