import { Button, Card, Empty, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useChangeCode, useDeleteCode, type CodeAction, type MyReferrals } from '../api/referrals-api';
import { CODE_FAILURE_KEY } from './code-failure';

/** The person's code and link: copied, shared, turned off or on, replaced, or deleted (then a new one on request). */
export function CodeCard({ referrals }: { referrals: Pick<MyReferrals, 'code' | 'link' | 'active'> }) {
  const { t } = useTranslation(['referrals', 'common']);
  const toast = useToast();
  const change = useChangeCode();
  const deleteCode = useDeleteCode();
  const [busy, setBusy] = useState<string | null>(null);

  const remove = async (code: string) => {
    setBusy('delete');
    try {
      await deleteCode(code);
      toast.success(t('referrals:done.delete'));
    } catch (failure) {
      toast.failure(failure, t('referrals:deleteFailed'));
    } finally {
      setBusy(null);
    }
  };
  const act = async (action: CodeAction) => {
    setBusy(action);
    try {
      await change(action);
      toast.success(t(`referrals:done.${action}`));
    } catch (failure) {
      toast.failure(failure, t(CODE_FAILURE_KEY[action]));
    } finally {
      setBusy(null);
    }
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('referrals:copied'));
    } catch {
      toast.error(t('common:toast.errorTitle'), t('referrals:copyFailed'));
    }
  };
  const share = async (link: string) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('referrals:shareTitle'), text: t('referrals:shareText'), url: link });
      } catch {
        // The person closed the share sheet.
      }
    } else {
      await copy(link);
    }
  };

  const { code, link } = referrals;
  if (code === null || link === null) {
    return (
      <Card title={<h2 className="referrals-card-title">{t('referrals:codeTitle')}</h2>}>
        <Empty description={t('referrals:deleted')}>
          <Button type="primary" loading={busy === 'renew'} onClick={() => void act('renew')}>
            {t('referrals:renew')}
          </Button>
        </Empty>
      </Card>
    );
  }

  return (
    <Card title={<h2 className="referrals-card-title">{t('referrals:codeTitle')}</h2>}>
      <Space orientation="vertical" size="middle" className="referrals-code-block">
        <Space wrap align="center">
          <Typography.Text className="referrals-code" aria-label={t('referrals:codeLabel')}>
            {code}
          </Typography.Text>
          <Tag color={referrals.active ? 'green' : 'default'}>{referrals.active ? t('referrals:active') : t('referrals:inactive')}</Tag>
          <Button onClick={() => void copy(code)}>{t('referrals:copyCode')}</Button>
        </Space>
        <Space.Compact className="referrals-link">
          <Input readOnly value={link} aria-label={t('referrals:linkLabel')} />
          <Button onClick={() => void copy(link)}>{t('referrals:copyLink')}</Button>
          <Button type="primary" onClick={() => void share(link)} disabled={!referrals.active}>
            {t('referrals:share')}
          </Button>
        </Space.Compact>
        <Space wrap>
          {referrals.active ? (
            <Button loading={busy === 'deactivate'} onClick={() => void act('deactivate')}>
              {t('referrals:deactivate')}
            </Button>
          ) : (
            <Button loading={busy === 'reactivate'} onClick={() => void act('reactivate')}>
              {t('referrals:reactivate')}
            </Button>
          )}
          <Popconfirm title={t('referrals:replaceConfirm')} okText={t('referrals:replace')} cancelText={t('common:actions.cancel')} onConfirm={() => act('replace')}>
            <Button loading={busy === 'replace'}>{t('referrals:replace')}</Button>
          </Popconfirm>
          <Popconfirm
            title={t('referrals:deleteConfirm')}
            okText={t('referrals:delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => remove(code)}
          >
            <Button danger loading={busy === 'delete'}>
              {t('referrals:delete')}
            </Button>
          </Popconfirm>
        </Space>
      </Space>
    </Card>
  );
}
