/** `part` of `whole` as a share from 0 to 1; null when there is no whole to share (a fresh platform). */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
