import { Alert, Button, Card, Form, Input, Space, Tag, Typography, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { freshAccountLink, useOpenAccount, useSimulatedOnboarding, type PayoutsView, type SimulatedOnboarding } from '../api/payouts-api';
import { bankDetailsToSend, bankFieldIssue, LEGAL_NAME_LENGTH, TEST_BANK_ACCOUNTS, type BankField } from './bank-details';
import { quebecDay } from './dates';
import { ACCOUNT_STATUS } from './payout-vocabulary';

/** The stand-in for Stripe's hosted onboarding, said plainly to be one: test bank numbers only. */
function SimulatedOnboardingForm() {
  const { t } = useTranslation(['payouts', 'common', 'errors']);
  const toast = useToast();
  const [form] = Form.useForm<SimulatedOnboarding>();
  const onboarding = useSimulatedOnboarding();
  const submit = async (values: SimulatedOnboarding) => {
    try {
      await onboarding.trigger(bankDetailsToSend(values));
      toast.success(t('payouts:setup.doneTitle'), t('payouts:setup.doneText'));
    } catch (error) {
      toast.error(t('common:toast.errorTitle'), failureMessage(error, { fallback: t('payouts:setup.failed'), nonJson: t('errors:server') }));
    }
  };
  // The server's own checks, said before sending (bank-details.ts).
  const rules = (field: BankField): FormRule[] => [
    {
      validator: (_rule, value: unknown) => {
        const issue = bankFieldIssue(field, value);
        return issue === null ? Promise.resolve() : Promise.reject(new Error(t(issue, LEGAL_NAME_LENGTH)));
      },
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="warning" showIcon title={t('payouts:setup.simulatedTitle')} description={t('payouts:setup.simulatedText')} />
      <Form<SimulatedOnboarding> form={form} layout="vertical" name="payout-setup" disabled={onboarding.isMutating} onFinish={(values) => void submit(values)}>
        <Form.Item name="legalName" label={t('payouts:setup.legalName')} required rules={rules('legalName')}>
          <Input autoComplete="name" />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="institutionNumber" label={t('payouts:setup.institution')} required rules={rules('institutionNumber')}>
            <Input inputMode="numeric" maxLength={3} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="transitNumber" label={t('payouts:setup.transit')} required rules={rules('transitNumber')}>
            <Input inputMode="numeric" maxLength={5} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="accountNumber" label={t('payouts:setup.accountNumber')} required rules={rules('accountNumber')}>
            <Input inputMode="numeric" maxLength={12} style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Typography.Paragraph type="secondary">{t('payouts:setup.testAccounts')}</Typography.Paragraph>
        <ul className="payouts-test-accounts">
          {TEST_BANK_ACCOUNTS.map((account) => (
            <li key={account.number}>
              <span className="payouts-number">{account.number}</span> — {t(`payouts:setup.outcome.${account.outcome}`)}
            </li>
          ))}
        </ul>
        <Button type="primary" htmlType="submit" loading={onboarding.isMutating}>
          {t('payouts:setup.submit')}
        </Button>
      </Form>
    </Space>
  );
}

/** Where the cleaner is paid: the connected account's status and the action it needs, and an admin's hold. */
export function AccountCard({ view }: { view: PayoutsView }) {
  const { t } = useTranslation(['payouts', 'common', 'errors']);
  const language = useLanguage();
  const toast = useToast();
  const open = useOpenAccount();
  const { account } = view;
  const [linking, setLinking] = useState(false);
  const start = async () => {
    try {
      const answer = await open.trigger(undefined);
      if (answer.onboardingUrl) window.location.assign(answer.onboardingUrl);
    } catch (error) {
      toast.error(t('common:toast.errorTitle'), failureMessage(error, { fallback: t('payouts:setup.failed'), nonJson: t('errors:server') }));
    }
  };
  // Back to Stripe's hosted onboarding with a fresh link (a link is good once and for minutes).
  const resume = async () => {
    setLinking(true);
    try {
      const { onboardingUrl } = await freshAccountLink();
      if (onboardingUrl) window.location.assign(onboardingUrl);
      else toast.error(t('common:toast.errorTitle'), t('payouts:connect.noLink'));
    } catch (error) {
      toast.error(t('common:toast.errorTitle'), failureMessage(error, { fallback: t('payouts:connect.failed'), nonJson: t('errors:server') }));
    } finally {
      setLinking(false);
    }
  };
  return (
    <Card title={<h2 className="payouts-card-title">{t('payouts:account.title')}</h2>}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {view.hold ? (
          <Alert
            type="warning"
            showIcon
            title={t('payouts:account.heldTitle')}
            description={t('payouts:account.heldReason', { reason: view.hold.reason, date: quebecDay(view.hold.since, language, 'long') })}
          />
        ) : null}
        {account === null ? (
          <>
            <Typography.Paragraph>{t('payouts:account.none')}</Typography.Paragraph>
            <Button type="primary" onClick={() => void start()} loading={open.isMutating}>
              {t('payouts:account.setUp')}
            </Button>
          </>
        ) : (
          <>
            <Space wrap>
              <Typography.Text>{t('payouts:account.statusLabel')}</Typography.Text>
              <Tag color={ACCOUNT_STATUS[account.status].color}>{t(ACCOUNT_STATUS[account.status].key)}</Tag>
              {account.bankLast4 ? <Typography.Text type="secondary">{t('payouts:account.bank', { last4: account.bankLast4 })}</Typography.Text> : null}
            </Space>
            <Typography.Paragraph type="secondary">{t(`payouts:account.explain.${account.status}`)}</Typography.Paragraph>
            {account.requirements.length > 0 ? (
              <ul>
                {account.requirements.map((requirement) => (
                  <li key={requirement}>{t(`payouts:account.requirement.${requirement}`)}</li>
                ))}
              </ul>
            ) : null}
            {account.status === 'pending_requirements' && view.mode === 'simulated' ? <SimulatedOnboardingForm /> : null}
            {account.status !== 'active' && view.mode === 'stripe' ? (
              <Button type="primary" onClick={() => void resume()} loading={linking}>
                {t('payouts:account.continue')}
              </Button>
            ) : null}
          </>
        )}
      </Space>
    </Card>
  );
}
