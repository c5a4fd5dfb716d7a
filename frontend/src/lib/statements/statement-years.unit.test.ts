import { describe, expect, it } from 'vitest';
import { STATEMENT_YEARS_URL, statementUrl } from './statement-years';

describe('the tax statements’ links', () => {
  it('keys the years with the route’s path and links each year’s PDF and CSV as same-origin paths', () => {
    expect(STATEMENT_YEARS_URL).toBe('/api/me/statements');
    expect(statementUrl(2026, 'pdf')).toBe('/api/me/statements/2026');
    expect(statementUrl(2026, 'csv')).toBe('/api/me/statements/2026?format=csv');
  });
});
