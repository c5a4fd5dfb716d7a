import { MAX_UPLOAD_BYTES, PHOTO_TYPES } from '@weklean/domain';

export type PhotoProblem = 'invalidType' | 'tooLarge' | 'empty';

export const MAX_PHOTO_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

const EXTENSIONS: Readonly<Record<string, readonly string[]>> = { 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'] };

/** The file chooser's `accept`: types and extensions, as browsers differ in which they honour. */
export const PHOTO_ACCEPT = PHOTO_TYPES.flatMap((type) => [type, ...(EXTENSIONS[type] ?? []).map((extension) => `.${extension}`)]).join(',');

/**
 * The browser's checks before sending, so a wrong file is refused at once with a clear message; a courtesy only (the
 * server reads the type from the bytes and decides). A browser that names no type is judged on the extension.
 */
export function photoProblem(file: { name: string; type: string; size: number }): PhotoProblem | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeOk =
    file.type === ''
      ? PHOTO_TYPES.some((type) => (EXTENSIONS[type] ?? []).includes(extension))
      : (PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!typeOk) return 'invalidType';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}
