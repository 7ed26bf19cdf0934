import {
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
  type Type,
} from '@nestjs/common';
import { formatZodIssues } from '@tessera/rules';
import type { z } from 'zod';
import { badRequest } from './api-errors';

/** The schema of `data` in a success body `{ data, message? }`, with what it means. */
export interface DataResponseDoc {
  description: string;
  data: z.ZodType;
}

/** A success body that is not `{ data }`: the spec's real-data calls put `success` beside the payload. */
export interface BodyResponseDoc {
  description: string;
  body: z.ZodType;
}

/**
 * A route's contract, written once on its handler: the schemas here validate the request (through
 * `@ValidBody()`, `@ValidQuery()` and `@ValidParam(name)`) and describe it in the service's OpenAPI
 * document, so the two cannot drift.
 */
export interface ApiOperationSpec {
  summary: string;
  /** Defaults to the tag and the handler's name in camel case, e.g. `onlineStatusSetOnline`. */
  operationId?: string;
  body?: z.ZodType;
  query?: z.ZodObject;
  /** One schema per path parameter. */
  params?: z.ZodObject;
  /**
   * Status codes this operation answers with, besides validation (400), a missing or bad token
   * (401) and a missing role (403), which follow from the schemas and guards: a failure's
   * description (body `{ error, message?, errors? }`), or a description and the schema of `data`.
   */
  responses: Record<number, string | DataResponseDoc | BodyResponseDoc>;
}

const API_OPERATION = 'tessera:api-operation';
const API_TAG = 'tessera:api-tag';
const OUTSIDE_API = 'tessera:outside-api';

export const ApiOperation = (spec: ApiOperationSpec): MethodDecorator =>
  SetMetadata(API_OPERATION, spec);

/** Groups a controller's operations; without it the first segment of their path is the tag. */
export const ApiTag = (tag: string): ClassDecorator => SetMetadata(API_TAG, tag);

/** Probes and documents served beside the API (health, metrics), left out of its document. */
export const OutsideApi = (): ClassDecorator => SetMetadata(OUTSIDE_API, true);

export function apiOperationOf(handler: object): ApiOperationSpec | undefined {
  return Reflect.getMetadata(API_OPERATION, handler) as ApiOperationSpec | undefined;
}

export function apiTagOf(controller: Type): string | undefined {
  return Reflect.getMetadata(API_TAG, controller) as string | undefined;
}

export function isOutsideApi(controller: Type): boolean {
  return Reflect.getMetadata(OUTSIDE_API, controller) === true;
}

type RequestPart = 'body' | 'query' | 'params';

function specOf(context: ExecutionContext, part: RequestPart): ApiOperationSpec {
  const spec = apiOperationOf(context.getHandler());
  if (!spec?.[part]) {
    // A wiring mistake, caught by the first test that calls the route.
    throw new Error(
      `${context.getClass().name}.${context.getHandler().name} has no ${part} schema`,
    );
  }
  return spec;
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { message, errors } = formatZodIssues(result.error);
  throw badRequest(message, errors);
}

interface RequestParts {
  body?: unknown;
  query?: unknown;
  params?: Record<string, string | undefined>;
}

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<RequestParts>();

/** The request body, parsed by the handler's `body` schema; a 400 with its messages otherwise. */
export const ValidBody = createParamDecorator((_: unknown, context: ExecutionContext) =>
  parse(specOf(context, 'body').body as z.ZodType, requestOf(context).body ?? {}),
);

/** The query string, parsed by the handler's `query` schema. */
export const ValidQuery = createParamDecorator((_: unknown, context: ExecutionContext) =>
  parse(specOf(context, 'query').query as z.ZodObject, requestOf(context).query ?? {}),
);

/** One path parameter, parsed by its schema in the handler's `params`. */
export const ValidParam = createParamDecorator((name: string, context: ExecutionContext) => {
  const schema = (specOf(context, 'params').params as z.ZodObject).shape[name] as
    z.ZodType | undefined;
  if (!schema) throw new Error(`${context.getHandler().name} has no schema for :${name}`);
  return parse(schema, requestOf(context).params?.[name]);
});
