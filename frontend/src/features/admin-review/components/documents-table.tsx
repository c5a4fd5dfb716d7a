import type { DocumentStatus } from '@weklean/domain';
import { Alert, Button, Popconfirm, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useToast } from '../../../lib/toast';
import { ScrollingTable } from '../../../lib/ui/scrolling-table';
import { useApproveDocument } from '../api/approve-document';
import { useReviewDocuments, type ReviewDocument } from '../api/list-documents';
import { formatDay, formatInstant, formatSize, languageOf } from './format';
import { RejectModal } from './reject-modal';
import { useReviewFailure } from './use-review-failure';
import { DOCUMENT_ROLE_KEYS, DOCUMENT_TYPE_KEYS } from './vocabulary';

/** The documents of one status; pending ones can be approved or rejected. */
export function DocumentsTable({ status }: { status: DocumentStatus }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = languageOf(i18n.resolvedLanguage);
  const { data, error, isLoading, mutate } = useReviewDocuments(status);
  const approve = useApproveDocument();
  const toast = useToast();
  const showFailure = useReviewFailure();
  const [approving, setApproving] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ReviewDocument | null>(null);
  const nameOf = (document: ReviewDocument) => document.cleanerName ?? t('admin:review.unnamed');

  const onApprove = async (document: ReviewDocument) => {
    setApproving(document.id);
    try {
      const { cleanerVerified } = await approve.trigger(document.id);
      const name = nameOf(document);
      if (cleanerVerified) toast.success(t('admin:review.approved', { name }), t('admin:review.nowVerified', { name }));
      else toast.success(t('admin:review.approved', { name }), t('admin:review.notYetVerified', { name }));
    } catch (failure) {
      showFailure(failure);
    } finally {
      setApproving(null);
    }
  };

  if (error !== undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('admin:review.loadFailed')}
        action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>}
      />
    );
  }

  const columns: TableColumnsType<ReviewDocument> = [
    {
      key: 'cleaner',
      title: t('admin:review.columns.cleaner'),
      // The cleaner's analytics (issue 16): their bookings, ratings and reports beside their documents.
      render: (_, document) => <Link to={paths.adminCleaner.href({ cleanerId: document.cleanerId })}>{nameOf(document)}</Link>,
    },
    {
      key: 'type',
      title: t('admin:review.columns.type'),
      render: (_, document) => (
        <Space orientation="vertical" size={0}>
          {t(DOCUMENT_TYPE_KEYS[document.type])}
          <Typography.Text type="secondary">{t(DOCUMENT_ROLE_KEYS[document.type])}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'issuedOn',
      title: t('admin:review.columns.issuedOn'),
      render: (_, document) => (document.issuedOn === null ? '—' : formatDay(document.issuedOn, language)),
    },
    { key: 'submittedAt', title: t('admin:review.columns.submittedAt'), render: (_, document) => formatInstant(document.submittedAt, language) },
    { key: 'size', title: t('admin:review.columns.size'), align: 'right', render: (_, document) => formatSize(document.sizeBytes, language) },
  ];
  if (status === 'rejected') {
    columns.push({ key: 'reason', title: t('admin:review.columns.reason'), render: (_, document) => document.reason ?? '—' });
  }
  columns.push({
    key: 'actions',
    title: t('admin:review.columns.actions'),
    fixed: 'right',
    render: (_, document) => {
      const label = { type: t(DOCUMENT_TYPE_KEYS[document.type]), name: nameOf(document) };
      return (
        <Space wrap>
          {document.fileUrl === null ? null : (
            <a href={document.fileUrl} target="_blank" rel="noopener noreferrer" aria-label={t('admin:review.viewLabel', label)}>
              {t('admin:review.view')}
            </a>
          )}
          {status === 'pending' ? (
            <>
              <Popconfirm
                title={t('admin:review.approveConfirm', label)}
                okText={t('admin:review.approve')}
                cancelText={t('common:actions.cancel')}
                onConfirm={() => onApprove(document)}
              >
                <Button
                  type="primary"
                  size="small"
                  loading={approving === document.id}
                  disabled={approve.isMutating}
                  aria-label={t('admin:review.approveLabel', label)}
                >
                  {t('admin:review.approve')}
                </Button>
              </Popconfirm>
              <Button danger size="small" onClick={() => setRejecting(document)} aria-label={t('admin:review.rejectLabel', label)}>
                {t('admin:review.reject')}
              </Button>
            </>
          ) : null}
        </Space>
      );
    },
  });

  return (
    <>
      <ScrollingTable<ReviewDocument>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text type="secondary">{t('admin:review.empty')}</Typography.Text> }}
      />
      <RejectModal document={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
