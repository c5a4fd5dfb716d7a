import { Alert, Button, Form, Input, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { useDecideDispute, type DecisionRequest } from '../api/admin-disputes';
import { DISPUTE_DECISIONS, type DisputeDecision } from '@weklean/domain';
import { DISPUTE_LIMITS, amountProblem, decisionNeedsAmount, dollarsToCents } from './dispute-rules';
import { DECISION_REFUSALS, readRefusal } from './refusals';
import { DECISION_KEYS } from './vocabulary';

type Values = { decision?: DisputeDecision; amount?: string; reason?: string };

/** What the admin chose, as the route's body; null while something is missing (the form's rules say what). */
export function decisionRequest(values: Values, refundableCents: number): DecisionRequest | null {
  const reason = (values.reason ?? '').trim();
  if (values.decision === undefined || reason === '') return null;
  if (!decisionNeedsAmount(values.decision)) return { decision: values.decision, reason };
  const cents = dollarsToCents(values.amount);
  return amountProblem(cents, refundableCents) === null && cents !== null ? { decision: values.decision, amountCents: cents, reason } : null;
}

/**
 * The admin's decision: reject, refund or credit, the amount in dollars for the last two (at most what can still be
 * refunded), and the reason both people will read. A refund is confirmed first: it moves money back to the client.
 */
export function DecisionForm({ disputeId, refundableCents }: { disputeId: string; refundableCents: number }) {
  const { t } = useTranslation(['disputes', 'common', 'errors']);
  const language = useLanguage();
  const toast = useToast();
  const labelId = useId();
  const [form] = Form.useForm<Values>();
  const decision = Form.useWatch('decision', form);
  const { trigger, isMutating } = useDecideDispute(disputeId);
  const [confirming, setConfirming] = useState<DecisionRequest | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refundable = formatCents(refundableCents, language);

  const send = async (request: DecisionRequest) => {
    setRefusal(null);
    try {
      await trigger(request);
      toast.success(t('disputes:decide.done'));
      form.resetFields();
    } catch (error) {
      // An amount the payments no longer allow shows under the amount; a dispute decided meanwhile, above the form.
      const refused = readRefusal(error, DECISION_REFUSALS);
      if (refused.kind === 'fields') form.setFields(refused.fields);
      else if (refused.kind === 'message') setRefusal(failureMessage(error, { fallback: t('disputes:decide.failed'), nonJson: t('errors:server') }));
      else toast.failure(error, t('disputes:decide.failed'));
    } finally {
      setConfirming(null);
    }
  };

  const onFinish = (values: Values) => {
    const request = decisionRequest(values, refundableCents);
    if (request === null) return;
    if (request.decision === 'refund') setConfirming(request);
    else void send(request);
  };

  return (
    <>
      {refusal === null ? null : <Alert type="error" showIcon title={refusal} className="dispute-refusal" />}
      <Form<Values> form={form} name={`dispute-decision-${disputeId}`} layout="vertical" onFinish={onFinish} disabled={isMutating}>
        <Form.Item name="decision" label={<span id={labelId}>{t('disputes:decide.decision')}</span>} rules={[{ required: true, message: t('disputes:decide.decisionRequired') }]}>
          <Radio.Group aria-labelledby={labelId} options={DISPUTE_DECISIONS.map((value) => ({ value, label: t(DECISION_KEYS[value]) }))} />
        </Form.Item>
        {decision !== undefined && decisionNeedsAmount(decision) ? (
          <Form.Item
            name="amount"
            label={t('disputes:decide.amount')}
            extra={t('disputes:decide.amountHint', { amount: refundable })}
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const problem = amountProblem(dollarsToCents(value), refundableCents);
                  if (problem === null) return Promise.resolve();
                  return Promise.reject(new Error(problem === 'required' ? t('disputes:decide.amountRequired') : t('disputes:decide.amountTooMuch', { amount: refundable })));
                },
              },
            ]}
          >
            <Input inputMode="decimal" prefix="$" autoComplete="off" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="reason"
          label={t('disputes:decide.reason')}
          extra={t('disputes:decide.reasonHint')}
          rules={[{ required: true, whitespace: true, message: t('disputes:decide.reasonRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={DISPUTE_LIMITS.decisionReasonMax} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isMutating}>
          {t('disputes:decide.submit')}
        </Button>
      </Form>
      <Modal
        open={confirming !== null}
        title={t('disputes:decide.confirmTitle')}
        okText={t('disputes:decide.confirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('common:actions.cancel')}
        confirmLoading={isMutating}
        onOk={() => (confirming === null ? undefined : void send(confirming))}
        onCancel={() => setConfirming(null)}
      >
        {confirming === null ? null : t('disputes:decide.confirmText', { amount: formatCents(confirming.amountCents ?? 0, language) })}
      </Modal>
    </>
  );
}
