import { useMeMutation } from './get-me';
import type { Me } from './me-types';
import { uploadPhoto } from './upload-photo';

/** The profile photo: an upload of `kind=avatar`; the latest one sent is the one shown. */
export function uploadAvatar(file: File): Promise<Me> {
  return uploadPhoto({ kind: 'avatar', file });
}

export function useUploadAvatar() {
  return useMeMutation(uploadAvatar);
}
