import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { useClaimCode } from '../api/referrals-api';

type ClaimValues = { code: string };

/**
 * For a person who joined without a friend's code: enter it now, before a first booking. A refusal (a code unknown,
 * turned off, replaced or deleted, one's own, a second referrer, too late) is said under the field in the server's words.
 */
export function ClaimCard({ discountCents }: { discountCents: number }) {
  const { t } = useTranslation('referrals');
  const language = useLanguage();
  const toast = useToast();
  const claim = useClaimCode();
  const [form] = Form.useForm<ClaimValues>();
  const [busy, setBusy] = useState(false);

  const onFinish = async ({ code }: ClaimValues) => {
    setBusy(true);
    try {
      await claim(code.trim());
      toast.success(t('referrals:claim.done'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code?.startsWith('referral.') && failure.code !== 'referral.rate-limited') {
        form.setFields([{ name: 'code', errors: [failure.serverMessage ?? t('referrals:claim.failed')] }]);
      } else {
        toast.failure(failure, t('referrals:claim.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={<h2 className="referrals-card-title">{t('referrals:claim.title')}</h2>}>
      <Typography.Paragraph type="secondary">{t('referrals:claim.text', { discount: formatCents(discountCents, language) })}</Typography.Paragraph>
      <Form<ClaimValues> form={form} name="referral-claim" layout="inline" requiredMark={false} onFinish={(values) => void onFinish(values)} disabled={busy}>
        <Form.Item name="code" label={t('referrals:claim.label')} rules={[{ required: true, whitespace: true, message: t('referrals:claim.required') }]}>
          <Input autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('referrals:claim.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
