import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString, Logger } from 'pino';

type LineArguments = Parameters<Logger['info']>;

/**
 * A request's logger that becomes pino's child logger, with the request id bound, only when it
 * writes a line at an enabled level or is asked for what only a child has. Making the child
 * serializes and redacts its bindings, which cost every request a few microseconds, while most
 * requests write nothing.
 */
export class LazyRequestLogger {
  private materialized: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.materialized ??= this.parent.child(this.bindings, this.options);
    return this.materialized;
  }

  get level(): LevelWithSilentOrString {
    // Fastify passes an empty level when the route sets none; pino's child then keeps its parent's.
    return this.materialized?.level || this.options.level || this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.logger.level = level;
  }

  isLevelEnabled(level: Level): boolean {
    if (this.materialized) return (this.materialized as Logger).isLevelEnabled(level);
    const { values } = this.parent.levels;
    const threshold = values[this.level];
    // `silent` and unknown levels have no number: nothing is written.
    return threshold !== undefined && values[level] >= threshold;
  }

  fatal(...line: LineArguments): void {
    this.write('fatal', line);
  }

  error(...line: LineArguments): void {
    this.write('error', line);
  }

  warn(...line: LineArguments): void {
    this.write('warn', line);
  }

  info(...line: LineArguments): void {
    this.write('info', line);
  }

  debug(...line: LineArguments): void {
    this.write('debug', line);
  }

  trace(...line: LineArguments): void {
    this.write('trace', line);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  private write(level: Level, line: LineArguments): void {
    if (this.isLevelEnabled(level))
      (this.logger[level] as (...args: LineArguments) => void)(...line);
  }
}

/** Fastify's `childLoggerFactory` for a pino logger: request loggers made on first use. */
export const lazyRequestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  new LazyRequestLogger(
    logger as unknown as Logger,
    bindings,
    options,
  ) as unknown as FastifyBaseLogger;
