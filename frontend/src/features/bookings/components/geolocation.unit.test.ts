import { describe, expect, it } from 'vitest';
import { LocationError, POSITION_OPTIONS, currentPosition, locationProblem } from './geolocation';

type Callbacks = Parameters<Geolocation['getCurrentPosition']>;

function fakeGeolocation(answer: (success: Callbacks[0], failure: NonNullable<Callbacks[1]>, options: Callbacks[2]) => void) {
  return {
    getCurrentPosition: (success: Callbacks[0], failure?: Callbacks[1] | null, options?: Callbacks[2]) => {
      if (failure === null || failure === undefined) throw new Error('no error callback');
      answer(success, failure, options);
    },
  };
}

describe('the position for punching in and out', () => {
  it('maps the browser’s error codes to the catalogue’s location errors', () => {
    expect(locationProblem({ code: 1 })).toBe('denied');
    expect(locationProblem({ code: 2 })).toBe('unavailable');
    expect(locationProblem({ code: 3 })).toBe('timeout');
    expect(locationProblem({ code: 99 })).toBe('generic');
  });

  it('answers latitude and longitude, asking for a precise and recent enough position', async () => {
    let asked: PositionOptions | undefined;
    const geolocation = fakeGeolocation((success, _failure, options) => {
      asked = options;
      success({ coords: { latitude: 45.5, longitude: -73.56 } } as GeolocationPosition);
    });
    await expect(currentPosition(geolocation)).resolves.toEqual({ lat: 45.5, lng: -73.56 });
    expect(asked).toEqual(POSITION_OPTIONS);
  });

  it('fails with the kind of problem when the browser refuses', async () => {
    const geolocation = fakeGeolocation((_success, failure) => failure({ code: 1, message: 'denied' } as GeolocationPositionError));
    const failure = await currentPosition(geolocation).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LocationError);
    expect((failure as LocationError).problem).toBe('denied');
  });

  it('fails as unsupported without a geolocation API', async () => {
    await expect(currentPosition(undefined)).rejects.toMatchObject({ problem: 'unsupported' });
  });
});
