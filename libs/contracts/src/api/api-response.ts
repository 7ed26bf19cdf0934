import { z } from 'zod';

/** Success body of every API response. */
export interface ApiSuccess<T> {
  data: T;
  message?: string;
}

export interface ApiFieldError {
  field: string;
  message: string;
}

/** Failure body of every API response: `error` is the human-readable reason. */
export interface ApiFailure {
  error: string;
  message?: string;
  errors?: ApiFieldError[];
}

export interface Paginated<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/** The schema of a `Paginated<T>` page of `item`. */
export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.int().min(1),
    limit: z.int().min(1),
    total: z.int().min(0),
  });
