import { describe, expect, it } from 'vitest';
import { PacketSpan } from './packet-span';

describe('PacketSpan', () => {
  it('spans from the earliest start to the latest end, in any decoding order', () => {
    const span = new PacketSpan();
    span.push('0.000000,0.040000\n0.080000,0.040000\n0.04');
    span.push('0000,0.040000\n');
    expect(span.seconds()).toBeCloseTo(0.12);
    expect(span.packets).toBe(3);
  });

  it('skips packets without a time and reads a last line without its newline', () => {
    const span = new PacketSpan();
    span.push('N/A,N/A\n1.000000,N/A\n\n2.500000,0.500000');
    expect(span.seconds()).toBeCloseTo(2);
    expect(span.packets).toBe(2);
  });

  it('is 0 for a stream without packets', () => {
    expect(new PacketSpan().seconds()).toBe(0);
  });
});
