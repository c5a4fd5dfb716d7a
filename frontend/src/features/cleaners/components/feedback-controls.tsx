import { Button, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { FEEDBACK_REASONS, useSendFeedback, type Feedback, type FeedbackReason, type FeedbackType } from '../api/send-feedback';
import { FEEDBACK_REASON_KEYS, FEEDBACK_TYPE_KEYS } from './vocabulary';

/** The feedback that asks why (optional, except for a report). */
type Explained = Exclude<FeedbackType, 'like'>;

const DIALOG_TITLE_KEYS = {
  dislike: 'cleaners:feedback.dialog.dislike',
  not_interested: 'cleaners:feedback.dialog.not_interested',
  report: 'cleaners:feedback.dialog.report',
} as const satisfies Record<Explained, `cleaners:${string}`>;

/**
 * Like, dislike, not interested, report: for a signed-in client only (the API answers 401 to anyone else, and the
 * app's 401 rule would send them to the login page).
 */
export function FeedbackControls({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation(['cleaners', 'common']);
  const { trigger, isMutating } = useSendFeedback(slug);
  const toast = useToast();
  const [asking, setAsking] = useState<Explained | null>(null);
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [sent, setSent] = useState<FeedbackType | null>(null);

  const send = async (feedback: Feedback) => {
    try {
      await trigger(feedback);
      setSent(feedback.type);
      setAsking(null);
      toast.success(
        t('cleaners:feedback.thanksTitle'),
        feedback.type === 'report' ? t('cleaners:feedback.reportReceived') : t('cleaners:feedback.thanks'),
      );
    } catch (error) {
      const fallback = t('cleaners:feedback.failed');
      toast.error(t('common:toast.errorTitle'), failureMessage(error, { fallback, nonJson: fallback }));
    }
  };

  const ask = (type: Explained) => {
    setReason(null);
    setAsking(type);
  };

  const confirm = () => {
    if (asking === null) return;
    void send(reason === null ? { type: asking } : { type: asking, reason });
  };

  return (
    <div className="feedback-controls" role="group" aria-label={t('cleaners:feedback.label', { name })}>
      <Button aria-pressed={sent === 'like'} disabled={isMutating} onClick={() => void send({ type: 'like' })}>
        {t(FEEDBACK_TYPE_KEYS.like)}
      </Button>
      <Button aria-pressed={sent === 'dislike'} disabled={isMutating} onClick={() => ask('dislike')}>
        {t(FEEDBACK_TYPE_KEYS.dislike)}
      </Button>
      <Button aria-pressed={sent === 'not_interested'} disabled={isMutating} onClick={() => ask('not_interested')}>
        {t(FEEDBACK_TYPE_KEYS.not_interested)}
      </Button>
      <Button type="text" danger disabled={isMutating} onClick={() => ask('report')}>
        {t(FEEDBACK_TYPE_KEYS.report)}
      </Button>
      <Modal
        open={asking !== null}
        title={asking === null ? null : t(DIALOG_TITLE_KEYS[asking], { name })}
        okText={t('cleaners:feedback.send')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ disabled: asking === 'report' && reason === null, danger: asking === 'report' }}
        confirmLoading={isMutating}
        onOk={confirm}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <Typography.Paragraph id="feedback-reason-label">
          {asking === 'report' ? t('cleaners:feedback.reasonRequired') : t('cleaners:feedback.reasonOptional')}
        </Typography.Paragraph>
        <Radio.Group
          aria-labelledby="feedback-reason-label"
          orientation="vertical"
          value={reason}
          onChange={(event) => setReason(event.target.value as FeedbackReason)}
          options={FEEDBACK_REASONS.map((value) => ({ value, label: t(FEEDBACK_REASON_KEYS[value]) }))}
        />
      </Modal>
    </div>
  );
}
