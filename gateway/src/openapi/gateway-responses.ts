import { MAX_REQUEST_TARGET_LENGTH } from '../http/request-target-checks';

/** The name under `components.schemas` of the body of every failure. */
export const FAILURE_SCHEMA_NAME = 'ApiFailure';

function failure(description: string, extra: Record<string, unknown> = {}) {
  return {
    description,
    ...extra,
    content: {
      'application/json': { schema: { $ref: `#/components/schemas/${FAILURE_SCHEMA_NAME}` } },
    },
  };
}

/** What the gateway itself may answer to any operation it forwards, whatever the service does. */
const ANY_OPERATION: Record<string, unknown> = {
  401: failure('The bearer token is not valid; the gateway checks it before the service does.'),
  408: failure('The request did not arrive in time.'),
  414: failure(`The request URL is longer than ${MAX_REQUEST_TARGET_LENGTH} characters.`),
  429: failure('Too many requests from this client; try again after `Retry-After` seconds.', {
    headers: {
      'Retry-After': {
        description: 'Seconds until the limit resets.',
        schema: { type: 'integer' },
      },
    },
  }),
  502: failure('The service answered in something other than HTTP.'),
  503: failure('The service is unavailable.'),
  504: failure('The service did not answer in time.'),
};

const TOO_LARGE = failure('The request body is larger than the gateway accepts.');
const NOT_JSON = failure(
  'The request body is not JSON (multipart/form-data is taken on the upload routes only).',
);

/** The gateway's own answers for an operation: 413 where it reads a body, 415 where it must be JSON. */
function gatewayResponses(method: string): Record<string, unknown> {
  switch (method) {
    case 'post':
    case 'put':
    case 'patch':
      return { ...ANY_OPERATION, 413: TOO_LARGE, 415: NOT_JSON };
    case 'delete':
      return { ...ANY_OPERATION, 413: TOO_LARGE };
    default:
      return ANY_OPERATION;
  }
}

const OPERATION_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of a forwarded path item whose operations also document what the gateway answers
 * itself; a status the service documents keeps the service's description.
 */
export function withGatewayResponses(pathItem: unknown): unknown {
  if (!isRecord(pathItem)) return pathItem;
  return Object.fromEntries(
    Object.entries(pathItem).map(([key, operation]) => {
      if (!OPERATION_METHODS.has(key) || !isRecord(operation)) return [key, operation];
      const own = isRecord(operation.responses) ? operation.responses : {};
      return [key, { ...operation, responses: { ...gatewayResponses(key), ...own } }];
    }),
  );
}
