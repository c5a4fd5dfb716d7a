/** The file types the product accepts for documents and photos, recognised from their first bytes, not their name. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_TYPES)[number];
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** Uploads above this size are refused before they are stored. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** PDF (`%PDF-`), JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A); anything else is null. */
export function sniffContentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}
