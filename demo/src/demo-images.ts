import type { Gender } from '@weklean/domain';
import { makeThumbnail, type FileStorage } from '@weklean/platform';
import sharp from 'sharp';
import { demoAvatarSvg } from './demo-data/avatar-svg';
import { seedOf } from './demo-data/random';
import { demoRoomSvg, ROOMS, type Phase, type Room } from './demo-data/room-svg';

export { ALL_ROOMS, ROOMS, type Phase, type Room } from './demo-data/room-svg';

/** Changing it redraws every demo picture: kept fixed so that the demo looks the same on every first start. */
const DEMO_IMAGES_SEED = 2026;
const JPEG_QUALITY = 82;

/** The seed of one demo picture: `label` says what it shows (`avatar`, `gallery`, `booking`), `n` which one. */
export const demoImageSeed = (label: string, n: number): number => seedOf(DEMO_IMAGES_SEED, label, n);

/**
 * A demo cleaner's portrait, drawn here rather than downloaded (no network at first start, no stock photo of a real
 * person posing as a cleaner): an illustrated face rendered to PNG by sharp (librsvg), no text in it.
 */
export async function renderDemoAvatar(seed: number, gender: Gender, shirt: string): Promise<Buffer> {
  return sharp(Buffer.from(demoAvatarSvg(seed, gender, shirt))).png().toBuffer();
}

/** A drawn photo of a room before or after a cleaning (JPEG, 640×480, about 20 KB): the same room for one seed. */
export async function renderDemoRoomPhoto(seed: number, room: Room, phase: Phase): Promise<Buffer> {
  return sharp(Buffer.from(demoRoomSvg(seed, room, phase))).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** Stores a picture and its thumbnail as an upload would; returns the file ids for the photo commands. */
export async function storeDemoImage(
  files: FileStorage,
  fileId: string,
  image: { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' },
): Promise<{ fileId: string; thumbnailFileId: string }> {
  const bytes = new Uint8Array(image.bytes);
  const thumbnail = await makeThumbnail(bytes);
  const thumbnailFileId = `${fileId}-thumb`;
  await files.put(fileId, bytes, image.contentType);
  await files.put(thumbnailFileId, thumbnail.bytes, thumbnail.contentType);
  return { fileId, thumbnailFileId };
}

/** The demo cleaner's avatar, stored: drawn from the cleaner's place in the plan, dressed in their colour. */
export async function storeDemoAvatar(
  files: FileStorage,
  cleanerId: string,
  look: { index: number; gender: Gender; colour: string },
): Promise<{ fileId: string; thumbnailFileId: string }> {
  const bytes = await renderDemoAvatar(demoImageSeed('avatar', look.index), look.gender, look.colour);
  return storeDemoImage(files, `demo-avatar-${cleanerId}`, { bytes, contentType: 'image/png' });
}

/** A few rooms a demo cleaner left clean, for their profile's gallery: one of each room, `count` at most. */
export async function storeDemoGallery(files: FileStorage, cleanerId: string, index: number, count: number): Promise<{ fileId: string; thumbnailFileId: string }[]> {
  const stored = [];
  for (const [k, room] of ROOMS.slice(0, count).entries()) {
    const bytes = await renderDemoRoomPhoto(demoImageSeed('gallery', index * ROOMS.length + k), room, 'after');
    stored.push(await storeDemoImage(files, `demo-gallery-${cleanerId}-${k}`, { bytes, contentType: 'image/jpeg' }));
  }
  return stored;
}
