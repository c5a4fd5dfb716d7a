import { useMeMutation } from './get-me';
import { uploadPhoto } from './upload-photo';

/** The profile photo: an upload of `kind=avatar`; the latest one sent is the one shown. */
export function uploadAvatar(file: File): Promise<unknown> {
  return uploadPhoto({ kind: 'avatar', file });
}

export function useUploadAvatar() {
  return useMeMutation(uploadAvatar);
}
