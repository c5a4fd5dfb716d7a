import { describe, expect, it } from 'vitest';
import { sniffContentType } from './content-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('sniffContentType', () => {
  it('recognises PDF, JPEG and PNG from their first bytes', () => {
    expect(sniffContentType(ascii('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffContentType(ascii('<html><script>'))).toBeNull();
    expect(sniffContentType(bytes(0x47, 0x49, 0x46, 0x38))).toBeNull(); // GIF
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e))).toBeNull(); // truncated PNG signature
    expect(sniffContentType(bytes())).toBeNull();
  });
});
