import { Button, Card, Popconfirm, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { CURRENT_USER_URL } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import type { User } from '../../../lib/session/user';
import { useToast } from '../../../lib/toast';
import { PersonAvatar } from '../../../lib/ui/person-avatar';
import { removeProfilePhoto, uploadProfilePhoto } from '../api/profile-photo';
import { MAX_PHOTO_MB, PHOTO_ACCEPT, photoProblem } from './photo-checks';

const PHOTO_SIZE = 96;

/**
 * A client's own picture (SPEC 3's profilePic, docs/api/accounts.md): chosen, previewed while it is sent, replaced or
 * removed. The answer's user becomes the session's, so the header's menu shows it at once. A cleaner's picture is
 * their profile's avatar and is changed there.
 */
export function ProfilePhotoCard({ user, titleClassName }: { user: User; titleClassName: string }) {
  const { t } = useTranslation(['account', 'common']);
  const toast = useToast();
  const session = useSession();
  const { mutate } = useSWRConfig();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  useEffect(() => {
    if (preview === null) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const settle = async (updated: User) => {
    session.setUser(updated);
    await mutate(CURRENT_USER_URL, updated, { revalidate: false });
  };

  const send = async (file: File) => {
    setBusy('upload');
    setPreview(URL.createObjectURL(file));
    try {
      await settle(await uploadProfilePhoto(file));
      toast.success(t('account:photo.uploaded'));
    } catch (failed) {
      toast.failure(failed, t('account:photo.failed'));
    } finally {
      setPreview(null);
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      await settle(await removeProfilePhoto());
      toast.success(t('account:photo.removed'));
    } catch (failed) {
      toast.failure(failed, t('account:photo.removeFailed'));
    } finally {
      setBusy(null);
    }
  };

  const hasPhoto = user.profilePic !== undefined;
  return (
    <Card title={<h2 className={titleClassName}>{t('account:photo.title')}</h2>}>
      <div className="profile-photo">
        <PersonAvatar name={user.name} url={preview ?? user.profilePic} size={PHOTO_SIZE} label={t('account:photo.alt', { name: user.name })} />
        <Space orientation="vertical" size="small">
          <Typography.Text type="secondary">{t('account:photo.hint', { maxMb: MAX_PHOTO_MB })}</Typography.Text>
          <Space wrap>
            <Upload
              accept={PHOTO_ACCEPT}
              showUploadList={false}
              disabled={busy !== null}
              beforeUpload={(file) => {
                const found = photoProblem(file);
                setProblem(found === null ? null : t(`account:photo.${found}`, { maxMb: MAX_PHOTO_MB }));
                if (found === null) void send(file);
                // The api client sends the file; antd's own request is never used.
                return found === null ? false : Upload.LIST_IGNORE;
              }}
            >
              <Button loading={busy === 'upload'}>{t(hasPhoto ? 'account:photo.replace' : 'account:photo.choose')}</Button>
            </Upload>
            {hasPhoto ? (
              <Popconfirm
                title={t('account:photo.removeConfirm')}
                okText={t('account:photo.removeOk')}
                cancelText={t('account:photo.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove()}
              >
                <Button danger loading={busy === 'remove'} disabled={busy === 'upload'}>
                  {t('account:photo.remove')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
          {problem === null ? null : (
            <Typography.Text type="danger" role="alert">
              {problem}
            </Typography.Text>
          )}
        </Space>
      </div>
    </Card>
  );
}
