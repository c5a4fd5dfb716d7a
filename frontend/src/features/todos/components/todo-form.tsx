import { TODO_LIMITS, TODO_PRIORITIES, isCleanText, type NewTodo, type Todo, type TodoPriority } from '@weklean/domain';
import { Button, DatePicker, Form, Input, Select, Space, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateInput } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { PRIORITY_KEYS } from './vocabulary';

type Values = { title: string; priority: TodoPriority; dueDate: Dayjs | null };

/** The server's rules, said in the reader's language before anything is sent. */
const titleRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('todos:form.title.required') },
  { max: TODO_LIMITS.titleMax, message: t('todos:form.title.tooLong', { max: TODO_LIMITS.titleMax }) },
  {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && !isCleanText(value, true)) throw new Error(t('todos:form.title.controlCharacters'));
    },
  },
];

type Props = {
  /** The to-do being edited; absent adds one. */
  todo?: Todo;
  busy: boolean;
  onSubmit: (todo: NewTodo) => Promise<boolean>;
  onCancel?: () => void;
};

/** Title, priority and due date: the add form above the list, and each to-do's edit form. */
export function TodoForm({ todo, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(['todos', 'common']);
  const language = useLanguage();
  const [form] = Form.useForm<Values>();
  const editing = todo !== undefined;
  const initialValues: Values = { title: todo?.title ?? '', priority: todo?.priority ?? 'medium', dueDate: todo?.dueDate ? dayjs(todo.dueDate) : null };
  const input = dateInput(language);

  const finish = async (values: Values) => {
    const done = await onSubmit({ title: values.title.trim(), priority: values.priority, dueDate: values.dueDate?.format('YYYY-MM-DD') ?? null });
    if (done && !editing) form.resetFields();
  };

  return (
    <Form<Values>
      form={form}
      name={editing ? `todo-${todo.id}` : 'todo-new'}
      layout={editing ? 'vertical' : 'inline'}
      className={editing ? 'todo-edit-form' : 'todo-add-form'}
      initialValues={initialValues}
      onFinish={(values) => void finish(values)}
      disabled={busy}
      requiredMark={false}
    >
      <Form.Item name="title" label={t('todos:form.title.label')} rules={titleRules(t)} className="todo-title-field">
        <Input maxLength={TODO_LIMITS.titleMax} placeholder={t('todos:form.title.placeholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item name="priority" label={t('todos:form.priority')}>
        <Select<TodoPriority>
          className="todo-priority-field"
          options={[...TODO_PRIORITIES].reverse().map((priority) => ({ value: priority, label: t(PRIORITY_KEYS[priority]) }))}
        />
      </Form.Item>
      <Form.Item name="dueDate" label={t('todos:form.dueDate')}>
        <DatePicker format={input.format} placeholder={input.placeholder} className="todo-date-field" />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t(editing ? 'todos:form.save' : 'todos:form.add')}
          </Button>
          {onCancel === undefined ? null : <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>}
        </Space>
      </Form.Item>
    </Form>
  );
}
