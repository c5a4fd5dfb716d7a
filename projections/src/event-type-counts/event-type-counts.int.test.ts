import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelSpec } from '../../test/support/read-model-spec';
import { eventTypeCounts } from './event-type-counts';
import { totalEvents } from './queries';

describe('the event-type-counts read model: given events, then rows', () => {
  let spec: Awaited<ReturnType<typeof readModelSpec>>;
  beforeAll(async () => {
    spec = await readModelSpec(eventTypeCounts, 'read_model_event_type_counts');
  });
  afterAll(async () => spec?.close());

  it('counts every event by type, and the total the health page shows', async () => {
    await spec.given([
      { stream: 'probe-1', type: 'Probed', data: {} },
      { stream: 'probe-2', type: 'Probed', data: {} },
      { stream: 'probe-1', type: 'Poked', data: {} },
    ]);
    const rows = await spec.sql<{ event_type: string; count: string }[]>`select event_type, count::text from event_type_counts order by event_type`;
    expect(rows.map((row) => [row.event_type, row.count])).toEqual([['Poked', '1'], ['Probed', '2']]);
    expect(await totalEvents(spec.sql)).toBe(3);
    await spec.reset();
    expect(await totalEvents(spec.sql)).toBe(0);
  });
});
