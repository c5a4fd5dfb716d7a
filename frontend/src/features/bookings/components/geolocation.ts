import type { Position } from '../api/booking-actions';

/** Why the browser gave no position (SPEC section 8's location errors). */
export type LocationProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'generic';

export class LocationError extends Error {
  override readonly name = 'LocationError';
  constructor(readonly problem: LocationProblem) {
    super(`location.${problem}`);
  }
}

/** `GeolocationPositionError` codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function locationProblem(error: { code: number }): LocationProblem {
  switch (error.code) {
    case 1:
      return 'denied';
    case 2:
      return 'unavailable';
    case 3:
      return 'timeout';
    default:
      return 'generic';
  }
}

export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

/** One reading of the device's position; fails with a `LocationError`. */
export function currentPosition(geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (geolocation === undefined) {
      reject(new LocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new LocationError(locationProblem(error))),
      POSITION_OPTIONS,
    );
  });
}
