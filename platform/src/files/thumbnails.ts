import sharp from 'sharp';

/**
 * A thumbnail for photo lists: at most `size` pixels on its longer side, orientation from EXIF applied and the
 * metadata (GPS position of a client's home, camera) dropped, as WebP.
 */
export async function makeThumbnail(bytes: Uint8Array, size = 320): Promise<{ bytes: Buffer; contentType: 'image/webp' }> {
  const output = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  return { bytes: output, contentType: 'image/webp' };
}

/** The photo itself, re-encoded without its metadata (sharp drops EXIF unless asked to keep it). */
export async function stripMetadata(bytes: Uint8Array, contentType: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
  return contentType === 'image/png' ? image.png().toBuffer() : image.jpeg({ quality: 88 }).toBuffer();
}
