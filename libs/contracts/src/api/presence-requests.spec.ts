import { describe, expect, it } from 'vitest';
import {
  bulkStatusRequestSchema,
  MAX_BULK_STATUS_USERS,
  onlineUsersQuerySchema,
  setStatusRequestSchema,
} from './presence-requests';

describe('presence requests', () => {
  it('takes a status in upper or lower case and answers it in upper case', () => {
    expect(setStatusRequestSchema.parse({ status: 'away' })).toEqual({ status: 'AWAY' });
    expect(setStatusRequestSchema.parse({ status: 'BUSY' })).toEqual({ status: 'BUSY' });
    const refused = setStatusRequestSchema.safeParse({ status: 'sleeping' });
    expect(refused.error?.issues[0].message).toBe(
      'Status must be one of ONLINE, AWAY, BUSY, OFFLINE',
    );
  });

  it('caps bulk reads', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `user${index}`);
    expect(bulkStatusRequestSchema.safeParse({ userIds: ids(MAX_BULK_STATUS_USERS) }).success).toBe(
      true,
    );
    expect(
      bulkStatusRequestSchema.safeParse({ userIds: ids(MAX_BULK_STATUS_USERS + 1) }).success,
    ).toBe(false);
  });

  it('lists 50 online users unless asked for another number up to 200', () => {
    expect(onlineUsersQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(onlineUsersQuerySchema.parse({ limit: '200' })).toEqual({ limit: 200 });
    expect(onlineUsersQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
  });
});
