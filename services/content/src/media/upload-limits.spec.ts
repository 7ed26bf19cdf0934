import { DEFAULT_PLATFORM_SETTINGS } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import {
  SPEC_FILE_RULES,
  TYPE_NOT_ALLOWED_ON_PLATFORM,
  withinPlatformLimits,
} from './upload-limits';

const defaults = DEFAULT_PLATFORM_SETTINGS.content;

describe('withinPlatformLimits', () => {
  it("keeps the kind's own limit where it is the smaller, with its own refusal", () => {
    const rules = withinPlatformLimits(SPEC_FILE_RULES, defaults);

    expect(rules.maxBytes('image')).toBe(SPEC_FILE_RULES.maxBytes('image'));
    expect(rules.tooLarge('image', 'file').getResponse()).toEqual(
      SPEC_FILE_RULES.tooLarge('image', 'file').getResponse(),
    );
  });

  it("lowers the limit to the platform's, with a 413 that names it", () => {
    const rules = withinPlatformLimits(SPEC_FILE_RULES, { ...defaults, maxUploadBytes: 2_097_152 });

    expect(rules.maxBytes('video')).toBe(2_097_152);
    const refusal = rules.tooLarge('video', 'file');
    expect(refusal.getStatus()).toBe(413);
    expect(refusal.getResponse()).toMatchObject({
      error: "Files larger than the platform's upload limit of 2 MB are not accepted",
    });
  });

  it('refuses a type the platform does not allow with 415, and takes aliases of allowed ones', () => {
    const rules = withinPlatformLimits(SPEC_FILE_RULES, defaults);

    const refusal = rules.refusedType('image/gif', 'file');
    expect(refusal?.getStatus()).toBe(415);
    expect(refusal?.getResponse()).toMatchObject({ error: TYPE_NOT_ALLOWED_ON_PLATFORM });
    expect(rules.refusedType('image/jpg', 'file')).toBeNull();
    expect(rules.refusedType('video/webm', 'file')).toBeNull();
  });
});
