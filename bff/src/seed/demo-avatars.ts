import { makeThumbnail, type FileStorage } from '@weklean/platform';
import sharp from 'sharp';

const SIZE = 256;
const xml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A demo avatar drawn here rather than downloaded (no network at first start, no stock photo of a real person
 * posing as a cleaner): the initials on a coloured disc, rendered to PNG by sharp (librsvg). The font list falls
 * back to whatever sans-serif font the system has.
 */
export async function renderDemoAvatar(initials: string, colour: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<circle cx="${SIZE / 2}" cy="${SIZE / 2}" r="${SIZE / 2}" fill="${xml(colour)}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#ffffff" font-size="${SIZE * 0.4}" font-weight="600" ` +
    `font-family="DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif">${xml(initials)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Stores the avatar and its thumbnail as an upload would; returns the file ids for the AddPhoto command. */
export async function storeDemoAvatar(
  files: FileStorage,
  cleanerId: string,
  avatar: { initials: string; colour: string },
): Promise<{ fileId: string; thumbnailFileId: string }> {
  const png = await renderDemoAvatar(avatar.initials, avatar.colour);
  const thumbnail = await makeThumbnail(png);
  const fileId = `demo-avatar-${cleanerId}`;
  const thumbnailFileId = `demo-avatar-thumb-${cleanerId}`;
  await files.put(fileId, png, 'image/png');
  await files.put(thumbnailFileId, thumbnail.bytes, thumbnail.contentType);
  return { fileId, thumbnailFileId };
}
