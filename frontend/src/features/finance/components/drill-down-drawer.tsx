import { Alert, Button, Descriptions, Drawer, Form, Input, Modal, Skeleton, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/api-client';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useToast } from '../../../lib/toast';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import { useDrillDown, useHoldAction, type DrillDown } from '../api/finance-api';
import { accountLabel } from './finance-vocabulary';

type Earning = DrillDown['earnings'][number];
type Payout = DrillDown['payouts'][number];
type Posting = DrillDown['postings'][number];

/** Hold or release a cleaner's payouts: a reason is required, and kept in the event (the audit). */
function HoldButton({ cleanerId, held }: { cleanerId: string; held: boolean }) {
  const { t } = useTranslation(['finance', 'common', 'errors']);
  const toast = useToast();
  const action = held ? 'release' : 'hold';
  const send = useHoldAction(cleanerId, action);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await send.trigger(reason.trim());
      setOpen(false);
      form.resetFields();
      toast.success(t(`finance:hold.${action}Done`));
    } catch (error) {
      toast.error(t('common:toast.errorTitle'), failureMessage(error, { fallback: t('finance:hold.failed'), nonJson: t('errors:server') }));
    }
  };
  return (
    <>
      <Button danger={!held} onClick={() => setOpen(true)}>
        {t(`finance:hold.${action}`)}
      </Button>
      <Modal open={open} title={t(`finance:hold.${action}Title`)} okText={t(`finance:hold.${action}`)} cancelText={t('common:actions.cancel')} confirmLoading={send.isMutating} onOk={() => form.submit()} onCancel={() => setOpen(false)}>
        <Form form={form} layout="vertical" name={`payout-${action}`} onFinish={(values) => void submit(values)}>
          <Form.Item name="reason" label={t('finance:hold.reason')} rules={[{ required: true, whitespace: true, message: t('finance:hold.reasonRequired') }, { max: 500, message: t('finance:hold.reasonTooLong') }]}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** One cleaner's week down to the events behind every figure. */
export function DrillDownDrawer({ cleaner, week, onClose }: { cleaner: { id: string; name: string } | null; week: string; onClose: () => void }) {
  const { t } = useTranslation('finance');
  const language = useLanguage();
  const { data, error, isLoading, mutate } = useDrillDown(cleaner?.id ?? null, week);
  const money = (cents: number) => formatCents(cents, language);
  const eventId = (id: string) => <Typography.Text code copyable={{ text: id }}>{id.slice(0, 8)}</Typography.Text>;
  const earningColumns: TableColumnsType<Earning> = [
    { title: t('finance:drill.earnedAt'), render: (_, row) => formatQuebecDateTime(row.earnedAt, language) },
    { title: t('finance:drill.kind'), render: (_, row) => t(`finance:drill.kinds.${row.kind}`) },
    { title: t('finance:drill.amount'), align: 'right', render: (_, row) => money(row.amount) },
    { title: t('finance:drill.platformFee'), align: 'right', render: (_, row) => money(row.platformFee) },
    { title: t('finance:drill.status'), render: (_, row) => t(`finance:drill.earningStatus.${row.status}`) },
    { title: t('finance:drill.event'), render: (_, row) => eventId(row.eventId) },
  ];
  const payoutColumns: TableColumnsType<Payout> = [
    { title: t('finance:drill.createdAt'), render: (_, row) => formatQuebecDateTime(row.createdAt, language) },
    { title: t('finance:drill.kind'), render: (_, row) => t(`finance:drill.payoutKinds.${row.kind}`) },
    { title: t('finance:drill.amount'), align: 'right', render: (_, row) => money(row.amount) },
    { title: t('finance:drill.fee'), align: 'right', render: (_, row) => money(row.fee) },
    { title: t('finance:drill.status'), render: (_, row) => t(`finance:drill.payoutStatus.${row.status}`) },
    { title: t('finance:drill.event'), render: (_, row) => eventId(row.eventId) },
  ];
  const postingColumns: TableColumnsType<Posting> = [
    { title: t('finance:drill.postedAt'), render: (_, row) => formatQuebecDateTime(row.postedAt, language) },
    { title: t('finance:drill.account'), render: (_, row) => t(accountLabel(row.account).key, { id: accountLabel(row.account).id, defaultValue: row.account }) },
    { title: t('finance:drill.side'), render: (_, row) => t(`finance:drill.sides.${row.side}`) },
    { title: t('finance:drill.amount'), align: 'right', render: (_, row) => money(row.amount) },
    { title: t('finance:drill.phase'), render: (_, row) => t(`finance:drill.phases.${row.phase}`) },
    { title: t('finance:drill.event'), render: (_, row) => eventId(row.eventId) },
  ];
  return (
    <Drawer open={cleaner !== null} onClose={onClose} size="large" title={cleaner ? t('finance:drill.title', { name: cleaner.name || cleaner.id.slice(0, 8), week }) : ''}>
      {isLoading ? <Skeleton active /> : null}
      {error !== undefined && data === undefined ? <Alert type="error" showIcon title={t('finance:loadFailed')} action={<Button onClick={() => void mutate()}>{t('finance:retry')}</Button>} /> : null}
      {data && cleaner ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'account', label: t('finance:drill.accountStatus'), children: data.account ? t(`finance:drill.accountStatuses.${data.account.status}`, { defaultValue: data.account.status }) : t('finance:drill.noAccount') },
              { key: 'hold', label: t('finance:drill.hold'), children: data.hold ? <Tag color="red">{data.hold.reason}</Tag> : t('finance:drill.noHold') },
              ...(data.row ? [{ key: 'net', label: t('finance:columns.net'), children: money(data.row.net) }, { key: 'paid', label: t('finance:columns.paid'), children: money(data.row.paid) }, { key: 'difference', label: t('finance:columns.difference'), children: money(data.row.difference) }] : []),
            ]}
          />
          <HoldButton cleanerId={cleaner.id} held={data.hold !== null} />
          <div>
            <Typography.Title level={3}>{t('finance:drill.earnings')}</Typography.Title>
            <ScrollingTable<Earning> rowKey="earningId" size="small" columns={earningColumns} dataSource={data.earnings} pagination={false} scroll={{ x: true }} />
          </div>
          <div>
            <Typography.Title level={3}>{t('finance:drill.payouts')}</Typography.Title>
            <ScrollingTable<Payout> rowKey="payoutId" size="small" columns={payoutColumns} dataSource={data.payouts} pagination={false} scroll={{ x: true }} />
          </div>
          <div>
            <Typography.Title level={3}>{t('finance:drill.postings')}</Typography.Title>
            <ScrollingTable<Posting> rowKey={(row) => `${row.postingId}:${row.account}:${row.side}`} size="small" columns={postingColumns} dataSource={data.postings} pagination={{ pageSize: 20, hideOnSinglePage: true }} scroll={{ x: true }} />
          </div>
        </Space>
      ) : null}
    </Drawer>
  );
}
