import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useAnswerDispute } from '../api/booking-disputes';
import { DISPUTE_LIMITS } from './dispute-rules';
import { ANSWER_REFUSALS, readRefusal } from './refusals';

type Values = { text?: string };

/** The other side's answer, once, while the dispute is open and before its deadline (the server has the last word). */
export function AnswerForm({ bookingId, disputeId }: { bookingId: string; disputeId: string }) {
  const { t } = useTranslation(['disputes', 'errors']);
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const { trigger, isMutating } = useAnswerDispute(bookingId, disputeId);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFinish = async ({ text }: Values) => {
    setRefusal(null);
    try {
      await trigger({ text: (text ?? '').trim() });
      toast.success(t('disputes:answer.sent'));
      form.resetFields();
    } catch (error) {
      const refused = readRefusal(error, ANSWER_REFUSALS);
      if (refused.kind === 'fields') form.setFields(refused.fields);
      else if (refused.kind === 'message') setRefusal(failureMessage(error, { fallback: t('disputes:answer.failed'), nonJson: t('errors:server') }));
      else toast.failure(error, t('disputes:answer.failed'));
    }
  };

  return (
    <Form<Values> form={form} name={`dispute-answer-${disputeId}`} layout="vertical" onFinish={(values) => void onFinish(values)} disabled={isMutating} className="dispute-answer">
      {refusal === null ? null : <Alert type="error" showIcon title={refusal} className="dispute-refusal" />}
      <Form.Item
        name="text"
        label={t('disputes:answer.label')}
        extra={t('disputes:answer.hint')}
        rules={[{ required: true, whitespace: true, message: t('disputes:answer.required') }]}
      >
        <Input.TextArea rows={4} maxLength={DISPUTE_LIMITS.answerMax} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isMutating}>
        {t('disputes:answer.submit')}
      </Button>
    </Form>
  );
}
