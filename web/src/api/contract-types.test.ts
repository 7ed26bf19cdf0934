import type {
  ApiSuccess,
  ListContentQueryParams,
  PresenceStatusDto,
  SetStatusRequestBody,
  SubscribeRequestBody,
  SubscribeResultDto,
} from '@tessera/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { billingApi } from './billing.api';
import { apiRequest } from './http-client';
import type { presenceApi } from './presence.api';
import { queryString } from './query-string';

// The `@ts-expect-error` lines are checked by `npm run typecheck -w web`: were the mistake below
// one accepted, the directive would be unused and the type check would fail.

describe('fetchers typed by the contracts', () => {
  it('take the contract request body and answer the contract response', () => {
    expectTypeOf(billingApi.subscribe).parameter(0).toEqualTypeOf<SubscribeRequestBody>();
    expectTypeOf(billingApi.subscribe).returns.resolves.toEqualTypeOf<
      ApiSuccess<SubscribeResultDto>
    >();
    type StatusAnswer = Awaited<ReturnType<typeof presenceApi.status>>['data'];
    expectTypeOf<StatusAnswer>().toEqualTypeOf<PresenceStatusDto>();
    // @ts-expect-error the answer has `status`, not `onlineStatus`
    expectTypeOf<StatusAnswer>().toHaveProperty('onlineStatus');
  });

  it('refuse a misspelt body field and a body whose contract type is not named', () => {
    const sendMistakes = () => [
      apiRequest<PresenceStatusDto, SetStatusRequestBody>('/online-status/set-status', {
        method: 'POST',
        // @ts-expect-error `stauts` is not a field of the set-status body
        body: { stauts: 'ONLINE' },
      }),
      apiRequest<PresenceStatusDto>('/online-status/set-status', {
        method: 'POST',
        // @ts-expect-error a body can be sent only with its contract type named
        body: { status: 'ONLINE' },
      }),
    ];
    expectTypeOf(sendMistakes).toBeFunction();
  });

  it('builds a query string from the contract query, leaving out empty values', () => {
    expect(
      queryString<ListContentQueryParams>({
        page: 2,
        limit: 20,
        q: 'sea view',
        tags: '',
        creatorId: undefined,
      }),
    ).toBe('?page=2&limit=20&q=sea+view');
    expect(queryString<ListContentQueryParams>({})).toBe('');
    // @ts-expect-error `lmit` is not a field of the content list query
    expect(queryString<ListContentQueryParams>({ lmit: 5 })).toBe('?lmit=5');
    // @ts-expect-error a query string is built only with its contract query type named
    expect(queryString({ page: 1 })).toBe('?page=1');
  });
});
