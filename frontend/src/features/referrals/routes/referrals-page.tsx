import { Alert, Button, Card, Empty, Input, List, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChangeCode, useMyReferrals } from '../api/referrals-api';
import '../components/referrals.css';

const day = (instant: string, language: 'fr' | 'en') =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeZone: 'America/Toronto' }).format(new Date(instant));

/** `/referrals`: the person's code and link (copy, share), turned off, on or replaced; the friends who joined with it. */
export default function ReferralsPage() {
  const { t } = useTranslation(['referrals', 'common']);
  const language = useLanguage();
  const toast = useToast();
  useDocumentTitle(t('referrals:title'));
  const session = useSession();
  const forAdmin = session.status === 'signed-in' && session.user.role === 'admin';
  const { data, error, isLoading, mutate } = useMyReferrals(!forAdmin);
  const change = useChangeCode();
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (action: 'deactivate' | 'reactivate' | 'replace') => {
    setBusy(action);
    try {
      await change(action);
      toast.success(t(`referrals:done.${action}`));
    } catch (failure) {
      toast.failure(failure, t('referrals:updateFailed'));
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

  return (
    <div className="referrals-page">
      <Typography.Title level={1}>{t('referrals:title')}</Typography.Title>
      {forAdmin ? <Empty description={t('referrals:notForAdmins')} /> : null}
      {isLoading && !data ? <Skeleton active paragraph={{ rows: 5 }} /> : null}
      {error && !data ? <Alert type="error" showIcon title={t('referrals:loadFailed')} action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>} /> : null}
      {data ? (
        <>
          <Typography.Paragraph>{t('referrals:intro', { reward: formatCents(data.rewardCents, language), discount: formatCents(data.friendDiscountCents, language) })}</Typography.Paragraph>
          <Alert type="info" showIcon title={t('referrals:rewardsComing')} className="referrals-notice" />
          <Card title={<h2 className="referrals-card-title">{t('referrals:codeTitle')}</h2>}>
            <Space orientation="vertical" size="middle" className="referrals-code-block">
              <Space wrap align="center">
                <Typography.Text className="referrals-code" aria-label={t('referrals:codeLabel')}>
                  {data.code}
                </Typography.Text>
                <Tag color={data.active ? 'green' : 'default'}>{data.active ? t('referrals:active') : t('referrals:inactive')}</Tag>
                <Button onClick={() => void copy(data.code)}>{t('referrals:copyCode')}</Button>
              </Space>
              <Space.Compact className="referrals-link">
                <Input readOnly value={data.link} aria-label={t('referrals:linkLabel')} />
                <Button onClick={() => void copy(data.link)}>{t('referrals:copyLink')}</Button>
                <Button type="primary" onClick={() => void share(data.link)} disabled={!data.active}>
                  {t('referrals:share')}
                </Button>
              </Space.Compact>
              <Space wrap>
                {data.active ? (
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
              </Space>
            </Space>
          </Card>
          <Card title={<h2 className="referrals-card-title">{t('referrals:invitationsTitle')}</h2>}>
            {data.invitations.length === 0 ? (
              <Empty description={t('referrals:noInvitations')} />
            ) : (
              <List
                dataSource={data.invitations}
                renderItem={(invitation, index) => (
                  <List.Item key={`${invitation.joinedAt}-${index}`} extra={<Tag>{t('referrals:joined')}</Tag>}>
                    <List.Item.Meta title={invitation.name || t('referrals:someone')} description={t('referrals:joinedOn', { date: day(invitation.joinedAt, language) })} />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </>
      ) : null}
    </div>
  );
}
