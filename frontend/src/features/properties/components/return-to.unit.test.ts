import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/book/marie-t', '/book/marie-t?date=2026-12-01', '/bookings#new'])('goes back to the site path %s', (path) =>
    expect(safeReturnTo(path)).toBe(path),
  );

  it.each([null, '', 'book/marie', 'https://evil.example/', '//evil.example/x', '/\\evil.example', ' /book', '/book me', 'javascript:alert(1)'])(
    'ignores %o, which is not a path of this site',
    (value) => expect(safeReturnTo(value)).toBeNull(),
  );
});
