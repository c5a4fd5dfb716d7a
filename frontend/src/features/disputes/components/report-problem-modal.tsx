import { Alert, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useOpenDispute, type OpenDisputeRequest } from '../api/booking-disputes';
import type { DisputeReason, DisputeSide } from '@weklean/domain';
import { DISPUTE_LIMITS, dollarsToCents, reasonsFor, type DisputedBooking } from './dispute-rules';
import { OPEN_REFUSALS, readRefusal } from './refusals';
import { REASON_KEYS } from './vocabulary';

type Values = { reason?: DisputeReason; description?: string; photoIds?: string[]; amount?: string };

/** The request from what was typed: the text trimmed, photos and amount only when given. */
export function openRequest(values: Values): OpenDisputeRequest | null {
  if (values.reason === undefined) return null;
  const cents = values.amount === undefined || values.amount.trim() === '' ? null : dollarsToCents(values.amount);
  return {
    reason: values.reason,
    description: (values.description ?? '').trim(),
    ...(values.photoIds === undefined || values.photoIds.length === 0 ? {} : { photoIds: values.photoIds }),
    ...(cents === null ? {} : { amountCents: cents }),
  };
}

/** "Report a problem": why, what happened, the booking's photos that show it, and what it cost, if anything. */
export function ReportProblemModal({ booking, side, onClose }: { booking: DisputedBooking; side: DisputeSide; onClose: () => void }) {
  const { t } = useTranslation(['disputes', 'common', 'errors']);
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const { trigger, isMutating } = useOpenDispute(booking.id);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFinish = async (values: Values) => {
    const request = openRequest(values);
    if (request === null) return;
    setRefusal(null);
    try {
      await trigger(request);
      toast.success(t('disputes:report.sent'));
      onClose();
    } catch (error) {
      // A refusal about the booking (window closed, a dispute already there) stays in the dialog, on the person's text.
      const refused = readRefusal(error, OPEN_REFUSALS);
      if (refused.kind === 'fields') form.setFields(refused.fields);
      else if (refused.kind === 'message') setRefusal(failureMessage(error, { fallback: t('disputes:report.failed'), nonJson: t('errors:server') }));
      else toast.failure(error, t('disputes:report.failed'));
    }
  };

  return (
    <Modal
      open
      title={t('disputes:report.title')}
      okText={t('disputes:report.submit')}
      okButtonProps={{ htmlType: 'submit', form: 'dispute-report' }}
      cancelText={t('common:actions.cancel')}
      confirmLoading={isMutating}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('disputes:report.intro')}</p>
      {refusal === null ? null : <Alert type="error" showIcon role="alert" title={refusal} className="dispute-refusal" />}
      <Form<Values> form={form} name="dispute-report" layout="vertical" onFinish={(values) => void onFinish(values)} disabled={isMutating}>
        <Form.Item name="reason" label={t('disputes:report.reason')} rules={[{ required: true, message: t('disputes:report.reasonRequired') }]}>
          <Select<DisputeReason>
            placeholder={t('disputes:report.reasonPlaceholder')}
            options={reasonsFor(side).map((value) => ({ value, label: t(REASON_KEYS[value]) }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('disputes:report.description')}
          extra={t('disputes:report.descriptionHint')}
          rules={[{ required: true, whitespace: true, message: t('disputes:report.descriptionRequired') }]}
        >
          <Input.TextArea rows={5} maxLength={DISPUTE_LIMITS.descriptionMax} showCount />
        </Form.Item>
        {booking.photos.length === 0 ? null : (
          <Form.Item
            name="photoIds"
            label={t('disputes:report.photos', { max: DISPUTE_LIMITS.photosMax })}
            rules={[
              {
                validator: (_rule, value: string[] | undefined) =>
                  (value?.length ?? 0) > DISPUTE_LIMITS.photosMax ? Promise.reject(new Error(t('disputes:report.photosTooMany', { max: DISPUTE_LIMITS.photosMax }))) : Promise.resolve(),
              },
            ]}
          >
            <Checkbox.Group className="dispute-photo-choice">
              {booking.photos.map((photo, index) => (
                <Checkbox key={photo.id} value={photo.id}>
                  <img src={photo.thumbnailUrl ?? photo.url} alt={t('disputes:report.photoAlt', { number: index + 1, total: booking.photos.length })} width={72} height={72} loading="lazy" />
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
        )}
        <Form.Item
          name="amount"
          label={t('disputes:report.amount')}
          extra={t('disputes:report.amountHint')}
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                value === undefined || value.trim() === '' || dollarsToCents(value) !== null ? Promise.resolve() : Promise.reject(new Error(t('disputes:report.amountInvalid'))),
            },
          ]}
        >
          <Input inputMode="decimal" prefix="$" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
