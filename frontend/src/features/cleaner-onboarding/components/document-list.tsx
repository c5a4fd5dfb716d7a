import type { VerificationDocumentType } from '@weklean/domain';
import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CleanerDocument } from '../api/me-types';
import { formatDay } from './format-date';
import { DOCUMENT_STATUS_DISPLAY, DOCUMENT_TYPE_KEYS } from './vocabulary';

/** The documents of some types already sent, newest first, with their review status and a rejection's reason. */
export function DocumentList({ documents, types }: { documents: readonly CleanerDocument[]; types: readonly VerificationDocumentType[] }) {
  const { t, i18n } = useTranslation('onboarding');
  const day = (value: string) => formatDay(value, i18n.resolvedLanguage);
  const shown = documents.filter((document) => types.includes(document.type)).reverse();
  if (shown.length === 0) return <Typography.Text type="secondary">{t('onboarding:documents.none')}</Typography.Text>;
  return (
    <List
      className="document-list"
      size="small"
      dataSource={shown}
      rowKey="id"
      renderItem={(document) => {
        const status = DOCUMENT_STATUS_DISPLAY[document.status];
        return (
          <List.Item
            actions={
              document.fileUrl === null
                ? []
                : [
                    <a key="view" href={document.fileUrl} target="_blank" rel="noopener noreferrer">
                      {t('onboarding:documents.view')}
                    </a>,
                  ]
            }
          >
            <div className="document-entry">
              <span>
                <Typography.Text strong>{t(DOCUMENT_TYPE_KEYS[document.type])}</Typography.Text>{' '}
                <Tag color={status.color}>{t(status.key)}</Tag>
              </span>
              <Typography.Text type="secondary">
                {[
                  document.submittedAt === null ? null : t('onboarding:documents.submittedOn', { date: day(document.submittedAt) }),
                  document.issuedOn === null ? null : t('onboarding:documents.issuedOn', { date: day(document.issuedOn) }),
                ]
                  .filter((part) => part !== null)
                  .join(' · ')}
              </Typography.Text>
              {document.status === 'rejected' && document.reason !== null ? (
                <Typography.Text type="danger">{t('onboarding:documents.reason', { reason: document.reason })}</Typography.Text>
              ) : null}
            </div>
          </List.Item>
        );
      }}
    />
  );
}
