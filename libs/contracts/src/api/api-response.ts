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
