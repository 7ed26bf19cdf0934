import { spawn } from 'node:child_process';

/** The file cannot be made into media: corrupt, truncated, or not what it claimed to be. */
export class UnprocessableMediaError extends Error {
  /**
   * @param reason What the owner is told, when more precise than "could not be processed"; the
   *   message itself (a tool's output) goes only to the log.
   */
  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'UnprocessableMediaError';
  }
}

/** How much of a failed tool's error output is kept for the log. */
const STDERR_TAIL = 2000;

/**
 * Runs ffmpeg or ffprobe and resolves with its standard output. A non-zero exit means the input
 * could not be processed; a missing tool or a timeout is an ordinary error, worth a retry. With
 * `onOutput`, the output is handed over as it comes instead of kept (for output as long as the
 * file is, such as a line per packet), and the promise resolves with an empty string.
 */
export function runTool(
  command: string,
  args: string[],
  timeoutMs: number,
  onOutput?: (chunk: Buffer) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => (onOutput ? onOutput(chunk) : stdout.push(chunk)));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(stdout).toString());
      else if (signal) reject(new Error(`${command} stopped by ${signal} after ${timeoutMs} ms`));
      else reject(new UnprocessableMediaError(`${command} exited with ${code}: ${stderr.trim()}`));
    });
  });
}
