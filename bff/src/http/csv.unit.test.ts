import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

describe('the CSV writer of every export', () => {
  it('disarms text a spreadsheet would run as a formula, whatever its lead', () => {
    const text = csvText([['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'plain', 'a=b']]);
    expect(lines(text)[0]).toBe(`"'=HYPERLINK(""http://x"")",'+1,'-1,'@SUM(A1),'\tx,"'\rx",plain,a=b`);
  });

  it('keeps numbers numbers, a negative amount included, and writes nothing for null', () => {
    expect(lines(csvText([[-1250, 0, 12.5, null, '']]))[0]).toBe('-1250,0,12.5,,');
  });

  it('quotes per RFC 4180: separators, quotes and line breaks inside a cell; CRLF between records; a BOM first', () => {
    const text = csvText([['name', 'note'], ['Roy, Camille', 'dit "bonjour"\nà tous']]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toBe('\uFEFFname,note\r\n"Roy, Camille","dit ""bonjour""\nà tous"\r\n');
  });
});
