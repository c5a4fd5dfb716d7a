import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ALL_ROOMS, demoImageSeed, renderDemoAvatar, renderDemoRoomPhoto } from './demo-images';

describe('demo avatars', () => {
  it('are 256-pixel PNG portraits', async () => {
    const png = await renderDemoAvatar(demoImageSeed('avatar', 0), 'female', '#2f6f8f');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
  });

  it('are the same for the same seed, and differ from one seed to the next', async () => {
    const [a, again, b] = await Promise.all([
      renderDemoAvatar(demoImageSeed('avatar', 1), 'male', '#7b4ea3'),
      renderDemoAvatar(demoImageSeed('avatar', 1), 'male', '#7b4ea3'),
      renderDemoAvatar(demoImageSeed('avatar', 2), 'male', '#7b4ea3'),
    ]);
    expect(again.equals(a)).toBe(true);
    expect(b.equals(a)).toBe(false);
  });
});

describe('demo room photos', () => {
  it.each(ALL_ROOMS)('of the %s are 640×480 JPEGs of a reasonable size', async (room) => {
    const jpeg = await renderDemoRoomPhoto(demoImageSeed('booking', 0), room, 'before');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(jpeg.byteLength).toBeGreaterThan(5_000);
    expect(jpeg.byteLength).toBeLessThan(120_000);
  });

  it('are the same for the same seed, and differ from one seed to the next', async () => {
    const seed = demoImageSeed('gallery', 4);
    const [a, again, other] = await Promise.all([
      renderDemoRoomPhoto(seed, 'kitchen', 'after'),
      renderDemoRoomPhoto(seed, 'kitchen', 'after'),
      renderDemoRoomPhoto(demoImageSeed('gallery', 5), 'kitchen', 'after'),
    ]);
    expect(again.equals(a)).toBe(true);
    expect(other.equals(a)).toBe(false);
  });

  it('show the room darker and duller before the cleaning than after', async () => {
    const seed = demoImageSeed('booking', 3);
    const brightness = async (phase: 'before' | 'after') => {
      const { channels } = await sharp(await renderDemoRoomPhoto(seed, 'living-room', phase)).stats();
      return channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
    };
    const [before, after] = await Promise.all([brightness('before'), brightness('after')]);
    expect(after).toBeGreaterThan(before + 20);
  });
});
