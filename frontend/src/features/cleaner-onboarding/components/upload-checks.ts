import { DOCUMENT_TYPES, MAX_UPLOAD_BYTES, PHOTO_TYPES } from '@weklean/domain';

/** A document (PDF, JPG, PNG) or a photo (JPG, PNG). */
export type UploadKind = 'document' | 'photo';
export type UploadProblem = 'invalid-type' | 'too-large' | 'empty';

export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

const EXTENSIONS: Record<(typeof DOCUMENT_TYPES)[number], readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

function allowedTypes(kind: UploadKind): readonly (typeof DOCUMENT_TYPES)[number][] {
  return kind === 'document' ? DOCUMENT_TYPES : PHOTO_TYPES;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The browser's checks before sending, so a wrong file is refused at once with a clear message. They are a courtesy:
 * the server reads the type from the bytes and decides. A browser that names no type is judged on the extension.
 */
export function uploadProblem(file: { name: string; type: string; size: number }, kind: UploadKind): UploadProblem | null {
  const types = allowedTypes(kind);
  const typeOk =
    file.type === ''
      ? types.some((type) => EXTENSIONS[type].includes(extensionOf(file.name)))
      : (types as readonly string[]).includes(file.type.toLowerCase());
  if (!typeOk) return 'invalid-type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return null;
}

/** The file chooser's `accept`: types and extensions, as browsers differ in which they honour. */
export function acceptAttribute(kind: UploadKind): string {
  const types = allowedTypes(kind);
  return [...types, ...types.flatMap((type) => EXTENSIONS[type].map((extension) => `.${extension}`))].join(',');
}
