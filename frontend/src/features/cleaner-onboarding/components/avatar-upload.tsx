import { Button, Space, Typography, Upload } from 'antd';
import { PersonAvatar } from '../../../lib/ui/person-avatar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import type { Me } from '../api/me-types';
import { useUploadAvatar } from '../api/upload-avatar';
import { currentAvatar } from './onboarding-steps';
import { MAX_UPLOAD_MB, acceptAttribute, uploadProblem } from './upload-checks';
import { useSaveFailure } from './use-save-failure';
import { UPLOAD_PROBLEM_KEYS } from './vocabulary';

const AVATAR_SIZE = 96;

/** The profile photo: `POST /api/cleaners/me/photos` (`kind=avatar`), previewed while it is sent. */
export function AvatarUpload({ me, displayName }: { me: Me; displayName: string }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const { trigger, isMutating } = useUploadAvatar();
  const toast = useToast();
  const showFailure = useSaveFailure();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const avatar = currentAvatar(me);

  useEffect(() => {
    if (preview === null) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const send = async (file: File) => {
    setPreview(URL.createObjectURL(file));
    try {
      await trigger(file);
      toast.success(t('onboarding:avatar.uploaded'));
    } catch (error) {
      showFailure(error);
    } finally {
      setPreview(null);
    }
  };

  const shown = preview ?? avatar?.thumbnailUrl ?? avatar?.url ?? null;

  return (
    <div className="avatar-upload">
      <PersonAvatar name={displayName} url={shown} size={AVATAR_SIZE} label={t('onboarding:avatar.alt', { name: displayName })} />
      <Space orientation="vertical" size="small">
        <Typography.Text type="secondary">{t('onboarding:avatar.hint', { maxMb: MAX_UPLOAD_MB })}</Typography.Text>
        <Upload
          accept={acceptAttribute('photo')}
          showUploadList={false}
          disabled={isMutating}
          beforeUpload={(file) => {
            const found = uploadProblem(file, 'photo');
            setProblem(found === null ? null : t(UPLOAD_PROBLEM_KEYS.photo[found], { maxMb: MAX_UPLOAD_MB }));
            if (found === null) void send(file);
            // The api client sends the file; antd's own request is never used.
            return found === null ? false : Upload.LIST_IGNORE;
          }}
        >
          <Button loading={isMutating}>{t(avatar === null ? 'onboarding:avatar.choose' : 'onboarding:avatar.replace')}</Button>
        </Upload>
        {problem === null ? null : (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Space>
    </div>
  );
}
