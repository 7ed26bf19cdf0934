import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('MESSAGES', () => {
  it.each([
    [MESSAGES.fileTooLarge(10), 'File size exceeds 10MB limit. Please choose a smaller file.'],
    [MESSAGES.dailyConversationLimit(5), 'Daily conversation limit reached (5)'],
    [
      MESSAGES.creatorAcceptsOnly('Pro Subscriber'),
      'This creator only accepts messages from Pro Subscriber or higher',
    ],
    [MESSAGES.dailyUploadLimit(25), 'Daily upload limit reached (25)'],
    [MESSAGES.dailyBulkLimit(100), 'Daily bulk message limit reached (100)'],
    [MESSAGES.fileSizeExceedsTierLimit(50), 'File size exceeds limit (50MB)'],
    [MESSAGES.requestFailedWithStatus(502), 'Request failed with status 502'],
    [MESSAGES.noSearchResults('zebra'), 'No results found for "zebra".'],
    [MESSAGES.unknownFields(['role', 'email']), 'Unknown field(s): role, email'],
  ])('templated text %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('states every text once', () => {
    const texts = Object.values(MESSAGES).filter((value) => typeof value === 'string');
    expect(new Set(texts).size).toBe(texts.length);
  });
});
