import { describe, expect, it } from 'vitest';
import { durationParts, timeOnSite } from './time-on-site';

describe('time on site from heartbeats', () => {
  it('counts 28 s per heartbeat, in all and per visit', () => {
    expect(timeOnSite(10, 4)).toEqual({ totalSeconds: 280, perVisitSeconds: 70 });
  });

  it('is zero per visit when there was no visit', () => {
    expect(timeOnSite(0, 0)).toEqual({ totalSeconds: 0, perVisitSeconds: 0 });
  });

  it('splits seconds into hours, minutes and seconds', () => {
    expect(durationParts(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
  });
});
