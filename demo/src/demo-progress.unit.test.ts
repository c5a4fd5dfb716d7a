import { describe, expect, it } from 'vitest';
import { createDemoProgress, DEMO_STEPS, progressBar, type DemoStatus } from './demo-progress';

describe('the demo progress', () => {
  it('goes from 0 % through each step, in order and never backwards, to 100 % when ready', () => {
    const seen: DemoStatus[] = [];
    const progress = createDemoProgress((status) => seen.push(status), () => new Date('2026-11-29T12:00:00Z'));
    expect(progress.status()).toMatchObject({ state: 'seeding', step: 'cleaners', percent: 0, finishedAt: null });
    for (const { step } of DEMO_STEPS) progress.begin(step);
    const percents = seen.map((status) => status.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBeLessThan(100);
    progress.ready();
    expect(progress.status()).toMatchObject({ state: 'ready', percent: 100, finishedAt: '2026-11-29T12:00:00.000Z' });
  });

  it('keeps the step it failed on, with the error', () => {
    const progress = createDemoProgress();
    progress.begin('reviews');
    progress.failed(new Error('the database went away'));
    expect(progress.status()).toMatchObject({ state: 'failed', step: 'reviews', error: 'the database went away' });
  });

  it('draws a bar of the percent', () => {
    expect(progressBar({ percent: 50, step: 'reviews' }, 10)).toBe('[#####-----]  50%  reviews');
    expect(progressBar({ percent: 0, step: 'cleaners' }, 4)).toBe('[----]   0%  cleaners');
    expect(progressBar({ percent: 100, step: 'workers' }, 4)).toBe('[####] 100%  workers');
  });
});
