import { describe, expect, it } from 'vitest';
import { watermarkSvg, watermarkText } from './watermark';

describe('watermark', () => {
  it("marks with the creator's handle, or their short id while it is unknown", () => {
    expect(watermarkText('0f9c2a71-aaaa-bbbb', 'ada')).toBe('@ada');
    expect(watermarkText('0f9c2a71-aaaa-bbbb', undefined)).toBe('Tessera · 0f9c2a71');
  });

  it('places the text in the lower right corner of an overlay of the image size', () => {
    const svg = watermarkSvg('@ada', 1600, 900).toString();
    expect(svg).toContain('width="1600" height="900"');
    expect(svg).toMatch(/<text x="\d+" y="\d+" text-anchor="end"/);
    expect(svg).toContain('>@ada</text>');
  });

  it('escapes the text, so it cannot change the overlay', () => {
    const svg = watermarkSvg('<image href="x"/>&', 100, 100).toString();
    expect(svg).toContain('&lt;image href=&quot;x&quot;/&gt;&amp;');
    expect(svg).not.toContain('<image');
  });
});
