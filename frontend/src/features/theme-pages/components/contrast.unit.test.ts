import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, toHex } from './contrast';

describe('contrast (WCAG 2.x)', () => {
  it('reads the colour forms antd writes', () => {
    expect(parseColour('#0f766e')).toEqual({ r: 15, g: 118, b: 110, a: 1 });
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('rgba(0, 0, 0, 0.45)')).toEqual({ r: 0, g: 0, b: 0, a: 0.45 });
    expect(parseColour('rgb(255,255,255)')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('teal')).toBeNull();
  });

  it('gives the known ratios: black on white 21, white on white 1, #777 on white about 4.48', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Symmetric for opaque colours.
    expect(contrastRatio('#ffffff', '#0f766e')).toBeCloseTo(contrastRatio('#0f766e', '#ffffff')!, 10);
  });

  it('composites a translucent text over its background first: antd’s 45 % black on white is 3.4:1, 62 % is above 4.5:1', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
    expect(contrastRatio('rgba(0, 0, 0, 0.62)', '#ffffff')!).toBeGreaterThan(4.5);
  });

  it('writes hex values, with the opacity when there is one', () => {
    expect(toHex('rgb(15, 118, 110)')).toBe('#0f766e');
    expect(toHex('rgba(0, 0, 0, 0.5)')).toBe('#00000080');
  });
});
