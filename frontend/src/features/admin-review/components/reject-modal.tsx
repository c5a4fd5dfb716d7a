import { CLEANER_LIMITS } from '@weklean/domain';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import type { ReviewDocument } from '../api/list-documents';
import { useRejectDocument } from '../api/reject-document';
import { useReviewFailure } from './use-review-failure';
import { DOCUMENT_TYPE_KEYS } from './vocabulary';

type RejectValues = { reason: string };

/** Rejects a document with a reason the cleaner will read (1 to 500 characters). */
export function RejectModal({ document, onClose }: { document: ReviewDocument | null; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const [form] = Form.useForm<RejectValues>();
  const { trigger, isMutating } = useRejectDocument();
  const toast = useToast();
  const showFailure = useReviewFailure();
  const { max } = CLEANER_LIMITS.reason;

  const onFinish = async ({ reason }: RejectValues) => {
    if (document === null) return;
    try {
      await trigger({ documentId: document.id, reason: reason.trim() });
      toast.success(t('admin:review.rejected', { name: document.cleanerName ?? t('admin:review.unnamed') }));
      onClose();
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Modal
      open={document !== null}
      title={t('admin:review.rejectTitle', {
        type: document === null ? '' : t(DOCUMENT_TYPE_KEYS[document.type]),
        name: document?.cleanerName ?? t('admin:review.unnamed'),
      })}
      okText={t('admin:review.rejectConfirm')}
      okButtonProps={{ danger: true, htmlType: 'submit', form: 'reject-document', loading: isMutating }}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) form.focusField('reason');
      }}
    >
      <Form<RejectValues>
        form={form}
        id="reject-document"
        name="reject-document"
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        disabled={isMutating}
        preserve={false}
      >
        <Form.Item
          name="reason"
          label={t('admin:review.reason')}
          extra={t('admin:review.reasonHint')}
          rules={[
            { required: true, whitespace: true, message: t('admin:review.reasonRequired') },
            { max, message: t('admin:review.reasonTooLong', { max }) },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={max} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
