import { describe, expect, it } from 'vitest';
import type { CleanerPhoto } from '../api/me-types';
import { photosOf, sendInTurn, sortBatch } from './work-photos';

const MB = 1024 * 1024;
const photo = (id: string, kind: CleanerPhoto['kind']): CleanerPhoto => ({ id, kind, url: `/f/${id}`, thumbnailUrl: `/t/${id}` });
const png = (name: string, size = MB) => ({ name, type: 'image/png', size });

describe('work photos', () => {
  it('lists the photos of one kind in the order they were sent, never the avatar', () => {
    const photos = [photo('a', 'avatar'), photo('g1', 'gallery'), photo('p1', 'portfolio'), photo('g2', 'gallery')];
    expect(photosOf({ photos }, 'gallery').map((p) => p.id)).toEqual(['g1', 'g2']);
    expect(photosOf({ photos }, 'portfolio').map((p) => p.id)).toEqual(['p1']);
  });

  it('sends the JPG and PNG files of a batch and refuses the others with their reason', () => {
    const { accepted, refused } = sortBatch(
      [png('kitchen.png'), { name: 'notes.pdf', type: 'application/pdf', size: MB }, png('huge.png', 10 * MB + 1), png('empty.png', 0)],
      30,
    );
    expect(accepted.map((file) => file.name)).toEqual(['kitchen.png']);
    expect(refused).toEqual([
      { name: 'notes.pdf', problem: 'invalid-type' },
      { name: 'huge.png', problem: 'too-large' },
      { name: 'empty.png', problem: 'empty' },
    ]);
  });

  it('keeps the first files chosen when the batch would pass the 30-photo limit', () => {
    const { accepted, refused } = sortBatch([png('1.png'), { name: 'x.pdf', type: 'application/pdf', size: MB }, png('2.png'), png('3.png')], 2);
    expect(accepted.map((file) => file.name)).toEqual(['1.png', '2.png']);
    expect(refused).toEqual([
      { name: 'x.pdf', problem: 'invalid-type' },
      { name: '3.png', problem: 'over-limit' },
    ]);
  });

  it('sends one file at a time, in order, and goes on after a refusal', async () => {
    const events: string[] = [];
    const refusal = new Error('refused');
    const result = await sendInTurn(
      ['a', 'b', 'c'],
      async (file) => {
        events.push(`start ${file}`);
        await Promise.resolve();
        events.push(`end ${file}`);
        if (file === 'b') throw refusal;
      },
      (index) => events.push(`turn ${index}`),
    );
    expect(events).toEqual(['turn 0', 'start a', 'end a', 'turn 1', 'start b', 'end b', 'turn 2', 'start c', 'end c']);
    expect(result).toEqual({ sent: 2, failures: [refusal] });
  });
});
