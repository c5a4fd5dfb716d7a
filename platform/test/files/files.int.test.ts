import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../src/files/file-storage';
import { makeThumbnail, stripMetadata } from '../../src/files/thumbnails';

const dir = mkdtempSync(join(tmpdir(), 'weklean-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local file storage', () => {
  const storage = createLocalFileStorage(dir);

  it('stores, reads back and deletes a file with its content type', async () => {
    await storage.put('0f3c9a2e-file', Buffer.from('%PDF-1.7 test'), 'application/pdf');
    expect(await storage.get('0f3c9a2e-file')).toEqual({ bytes: Buffer.from('%PDF-1.7 test'), contentType: 'application/pdf' });
    await storage.delete('0f3c9a2e-file');
    expect(await storage.get('0f3c9a2e-file')).toBeNull();
  });

  it('refuses ids that could leave its folder', async () => {
    await expect(storage.put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(TypeError);
    await expect(storage.get('ab/../../x')).rejects.toThrow(TypeError);
  });
});

describe('thumbnails', () => {
  it('fits the longer side in the size, keeps the ratio, and drops the metadata', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'client home' } } })
      .toBuffer();
    const thumbnail = await makeThumbnail(photo, 320);
    const meta = await sharp(thumbnail.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
    expect(meta.exif).toBeUndefined();
    const cleaned = await sharp(await stripMetadata(photo, 'image/jpeg')).metadata();
    expect(cleaned.exif).toBeUndefined();
    expect(cleaned.width).toBe(1200);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(makeThumbnail(Buffer.from('%PDF-1.7 not an image'))).rejects.toThrow();
  });
});
