import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { useRewardDecision, type HeldReward } from '../api/marketing-api';

/** Approve a held reward at once, or refuse it with a reason (asked in a modal, kept in the event). */
export function HeldRewardActions({ reward }: { reward: HeldReward }) {
  const { t } = useTranslation('admin-marketing');
  const toast = useToast();
  const decision = useRewardDecision(reward.referrerId, reward.friendId);
  const [refusing, setRefusing] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const decide = async (arg: { approve: true } | { approve: false; reason: string }) => {
    try {
      await decision.trigger(arg);
      toast.success(t(arg.approve ? 'admin-marketing:held.approved' : 'admin-marketing:held.refused'));
      setRefusing(false);
      form.resetFields();
    } catch (error) {
      toast.error(t('common:toast.errorTitle'), failureMessage(error, { fallback: t('admin-marketing:held.failed'), nonJson: t('errors:server') }));
    }
  };

  return (
    <Space>
      <Button size="small" loading={decision.isMutating && !refusing} onClick={() => void decide({ approve: true })}>
        {t('admin-marketing:held.approve')}
      </Button>
      <Button size="small" danger onClick={() => setRefusing(true)}>
        {t('admin-marketing:held.refuse')}
      </Button>
      <Modal
        open={refusing}
        title={t('admin-marketing:held.refuseTitle')}
        okText={t('admin-marketing:held.refuse')}
        okButtonProps={{ danger: true }}
        cancelText={t('common:actions.cancel')}
        confirmLoading={decision.isMutating}
        onOk={() => form.submit()}
        onCancel={() => setRefusing(false)}
      >
        <Form form={form} layout="vertical" name={`refuse-${reward.referrerId}-${reward.friendId}`} onFinish={(values) => void decide({ approve: false, reason: values.reason.trim() })}>
          <Form.Item
            name="reason"
            label={t('admin-marketing:held.reason')}
            rules={[{ required: true, whitespace: true, message: t('admin-marketing:held.reasonRequired') }, { max: 500, message: t('admin-marketing:held.reasonTooLong') }]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
