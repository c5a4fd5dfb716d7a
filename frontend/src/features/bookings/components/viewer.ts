import type { Role } from '../../../lib/session/user';

/** Which side of the booking the signed-in user is on; the API lists a client's or a cleaner's bookings by role. */
export type Viewer = 'client' | 'cleaner';

export function viewerOf(role: Role | null): Viewer {
  return role === 'cleaner' ? 'cleaner' : 'client';
}
