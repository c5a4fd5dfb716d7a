import { Button, Card, Col, Modal, Row, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format-money';
import { useToast } from '../../../lib/toast';
import { useInstantPayout, type PayoutsView } from '../api/payouts-api';
import { useLanguage } from '../../../lib/i18n/use-language';
import { calendarDay } from './dates';
import { instantAmount, instantBlocker } from './payout-vocabulary';

/** The balances, the next Friday, and the instant payout with its fee shown before the cleaner confirms. */
export function BalancesCard({ view }: { view: PayoutsView }) {
  const { t } = useTranslation(['payouts', 'common', 'errors']);
  const language = useLanguage();
  const toast = useToast();
  const instant = useInstantPayout();
  const [confirming, setConfirming] = useState(false);
  const money = (cents: number) => formatCents(cents, language);
  const blocker = instantBlocker(view);
  const amount = instantAmount(view.balances.available, view.instantFeeCents);

  const confirm = async () => {
    try {
      await instant.trigger(undefined);
      setConfirming(false);
      toast.success(t('payouts:instant.doneTitle'), t('payouts:instant.doneText', { amount: money(amount) }));
    } catch (error) {
      setConfirming(false);
      toast.error(t('common:toast.errorTitle'), failureMessage(error, { fallback: t('payouts:instant.failed'), nonJson: t('errors:server') }));
    }
  };

  const statistics = [
    { key: 'available', value: view.balances.available },
    { key: 'pending', value: view.balances.pending },
    { key: 'inTransit', value: view.balances.inTransit },
    { key: 'paid', value: view.balances.paid },
  ] as const;
  return (
    <Card title={<h2 className="payouts-card-title">{t('payouts:balances.title')}</h2>}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Row gutter={[16, 16]}>
          {statistics.map((statistic) => (
            <Col key={statistic.key} xs={12} md={6}>
              <Statistic title={t(`payouts:balances.${statistic.key}`)} value={money(statistic.value)} />
            </Col>
          ))}
        </Row>
        {view.balances.frozen > 0 ? <Typography.Text type="warning">{t('payouts:balances.frozen', { amount: money(view.balances.frozen) })}</Typography.Text> : null}
        {view.balances.toRecover > 0 ? <Typography.Text type="secondary">{t('payouts:balances.toRecover', { amount: money(view.balances.toRecover) })}</Typography.Text> : null}
        <Typography.Text>{t('payouts:balances.next', { date: calendarDay(view.nextPayoutDate, language) })}</Typography.Text>
        <Space orientation="vertical" size="small">
          <Button type="primary" disabled={blocker !== null} onClick={() => setConfirming(true)} aria-describedby="payouts-instant-hint">
            {t('payouts:instant.button', { fee: money(view.instantFeeCents) })}
          </Button>
          <Typography.Text type="secondary" id="payouts-instant-hint">{blocker === null ? t('payouts:instant.hint', { fee: money(view.instantFeeCents) }) : t(blocker, { fee: money(view.instantFeeCents) })}</Typography.Text>
        </Space>
      </Space>
      <Modal
        open={confirming}
        title={t('payouts:instant.confirmTitle')}
        okText={t('payouts:instant.confirm')}
        cancelText={t('common:actions.cancel')}
        confirmLoading={instant.isMutating}
        onOk={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <table className="payouts-instant-table">
          <caption className="visually-hidden">{t('payouts:instant.confirmTitle')}</caption>
          <tbody>
            <tr>
              <th scope="row">{t('payouts:instant.available')}</th>
              <td>{money(view.balances.available)}</td>
            </tr>
            <tr>
              <th scope="row">{t('payouts:instant.fee')}</th>
              <td>−{money(view.instantFeeCents)}</td>
            </tr>
            <tr className="is-total">
              <th scope="row">{t('payouts:instant.toBank')}</th>
              <td>{money(amount)}</td>
            </tr>
          </tbody>
        </table>
      </Modal>
    </Card>
  );
}
