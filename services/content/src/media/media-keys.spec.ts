import { describe, expect, it } from 'vitest';
import { mediaKey, newMediaId } from './media-keys';

describe('media keys', () => {
  it('places every object of an item under the creator and the item', () => {
    const mediaId = newMediaId();
    expect(mediaKey('u-1', mediaId, 'original')).toBe(`media/u-1/${mediaId}/original`);
    expect(mediaKey('u-1', mediaId, 'full')).toBe(`media/u-1/${mediaId}/full.webp`);
    expect(mediaKey('u-1', mediaId, 'video')).toBe(`media/u-1/${mediaId}/video.mp4`);
  });

  it('refuses ids that could leave their folder', () => {
    for (const id of ['../other', 'a/b', '..', '', 'x'.repeat(65), 'a\\b', 'a%2F']) {
      expect(() => mediaKey(id, newMediaId(), 'original')).toThrow(/Unsafe id/);
      expect(() => mediaKey('u-1', id, 'original')).toThrow(/Unsafe id/);
    }
  });
});
