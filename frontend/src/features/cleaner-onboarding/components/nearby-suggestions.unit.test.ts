import { describe, expect, it } from 'vitest';
import { addEveryCity, nearbyAsk, toggleServiceCity } from './nearby-suggestions';

describe('nearby-city suggestions of the area form', () => {
  it('asks for the cities around the primary city within a whole distance of 1 to 200 km', () => {
    expect(nearbyAsk('drummondville', 25)).toEqual({ kind: 'ask', cityId: 'drummondville', km: 25 });
    expect(nearbyAsk('drummondville', 1)).toEqual({ kind: 'ask', cityId: 'drummondville', km: 1 });
    expect(nearbyAsk('drummondville', 200)).toEqual({ kind: 'ask', cityId: 'drummondville', km: 200 });
  });

  it('says there is no primary city before looking at the distance', () => {
    expect(nearbyAsk(undefined, 25)).toEqual({ kind: 'no-primary' });
    expect(nearbyAsk('', null)).toEqual({ kind: 'no-primary' });
  });

  it('waits for a distance the server takes', () => {
    for (const km of [null, undefined, 0, 201, 12.5, Number.NaN]) expect(nearbyAsk('drummondville', km)).toEqual({ kind: 'no-distance' });
  });

  it('adds a suggested city with one click and takes it out with another', () => {
    const added = toggleServiceCity(['acton-vale'], 'saint-pie-v');
    expect(added).toEqual(['acton-vale', 'saint-pie-v']);
    expect(toggleServiceCity(added, 'saint-pie-v')).toEqual(['acton-vale']);
  });

  it('adds every suggestion not chosen yet, nearest first, without doubles', () => {
    const suggested = [{ id: 'saint-cyrille-de-wendover' }, { id: 'saint-germain-de-grantham' }, { id: 'saint-pie-v' }];
    expect(addEveryCity(['saint-germain-de-grantham', 'acton-vale'], suggested)).toEqual([
      'saint-germain-de-grantham',
      'acton-vale',
      'saint-cyrille-de-wendover',
      'saint-pie-v',
    ]);
  });
});
