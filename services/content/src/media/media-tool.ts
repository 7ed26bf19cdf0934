import { spawn } from 'node:child_process';

/** The file cannot be made into media: corrupt, truncated, or not what it claimed to be. */
export class UnprocessableMediaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnprocessableMediaError';
  }
}

/** How much of a failed tool's error output is kept for the log. */
const STDERR_TAIL = 2000;

/**
 * Runs ffmpeg or ffprobe and resolves with its standard output. A non-zero exit means the input
 * could not be processed; a missing tool or a timeout is an ordinary error, worth a retry.
 */
export function runTool(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
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
