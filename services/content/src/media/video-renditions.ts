import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UnprocessableMediaError, runTool } from './media-tool';
import { PacketSpan } from './packet-span';

/** Longest side of the web rendition; larger videos are scaled down, smaller ones kept. */
const WEB_MAX_WIDTH = 1280;
/** Most frames a second the web rendition keeps; a stream claiming more is resampled. */
const WEB_MAX_FPS = 60;
/** Largest frame decoded (8K); bigger ones cost memory and time out of proportion. */
const MAX_PIXELS = 7680 * 4320;
const PROBE_TIMEOUT_MS = 30_000;
const POSTER_TIMEOUT_MS = 60_000;
/** Transcoding may take a minute plus three times the video's length, and no longer. */
const TRANSCODE_BASE_MS = 60_000;
const TRANSCODE_MS_PER_SECOND = 3_000;

export interface VideoLimits {
  /** Longest video accepted, in seconds of its measured stream. */
  maxDurationSeconds: number;
}

export interface VideoProbe {
  /** Seconds, measured from the video stream's packets. */
  duration: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export interface VideoRenditions extends VideoProbe {
  /** Path of the H.264/AAC MP4, its index at the front so playback starts before it is loaded. */
  webPath: string;
  /** The poster frame as PNG. */
  poster: Buffer;
}

interface ProbeOutput {
  streams?: Array<{ codec_type?: string; width?: number; height?: number }>;
}

/** How long transcoding a video of this length may take before it is stopped. */
export function transcodeTimeoutMs(durationSeconds: number): number {
  return TRANSCODE_BASE_MS + Math.ceil(durationSeconds * TRANSCODE_MS_PER_SECOND);
}

/**
 * The first video stream's length from the packets it holds, not from the container's header,
 * which a file may fill with any number (a 2 s clip claiming 49 days).
 */
async function measuredDuration(input: string): Promise<number> {
  const span = new PacketSpan();
  await runTool(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'packet=pts_time,duration_time',
      '-of',
      'csv=p=0',
      input,
    ],
    PROBE_TIMEOUT_MS,
    (chunk) => span.push(chunk.toString('latin1')),
  );
  return Math.round(span.seconds() * 1000) / 1000;
}

/** The video's streams and measured length; a video over the limits is refused with the reason. */
export async function probeVideo(input: string, limits: VideoLimits): Promise<VideoProbe> {
  const output = await runTool(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=codec_type,width,height', '-of', 'json', input],
    PROBE_TIMEOUT_MS,
  );
  const parsed = JSON.parse(output) as ProbeOutput;
  const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) {
    throw new UnprocessableMediaError('The file has no playable video stream');
  }
  if (video.width * video.height > MAX_PIXELS) {
    throw new UnprocessableMediaError(
      `The video is ${video.width}x${video.height}`,
      'Videos can be at most 7680x4320 pixels. Please upload a smaller video.',
    );
  }
  const duration = await measuredDuration(input);
  if (duration <= 0) throw new UnprocessableMediaError('The video stream has no timed frames');
  if (duration > limits.maxDurationSeconds) {
    throw new UnprocessableMediaError(
      `The video lasts ${duration} s`,
      `Videos can be at most ${formatDuration(limits.maxDurationSeconds)} long. ` +
        'Please upload a shorter video.',
    );
  }
  return {
    duration,
    width: video.width,
    height: video.height,
    hasAudio: parsed.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
}

function formatDuration(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * A poster frame (a second in, or the middle of a shorter video) and a web-playable MP4: H.264
 * in yuv420p, AAC audio when there is sound, even dimensions, no metadata of the original (a
 * phone's recording location included), `faststart`.
 */
export async function renderVideo(
  input: string,
  workdir: string,
  limits: VideoLimits,
): Promise<VideoRenditions> {
  const probe = await probeVideo(input, limits);
  const posterPath = join(workdir, 'poster.png');
  const seek = Math.min(1, probe.duration / 2).toFixed(3);
  await runTool(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-ss',
      seek,
      '-i',
      input,
      '-frames:v',
      '1',
      '-map_metadata',
      '-1',
      posterPath,
    ],
    POSTER_TIMEOUT_MS,
  );
  const webPath = join(workdir, 'web.mp4');
  await runTool(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-i',
      input,
      '-map',
      '0:v:0',
      ...(probe.hasAudio ? ['-map', '0:a:0'] : []),
      '-vf',
      `scale='trunc(min(${WEB_MAX_WIDTH},iw)/2)*2':-2`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      ...(probe.hasAudio ? ['-c:a', 'aac', '-b:a', '128k'] : []),
      '-map_metadata',
      '-1',
      // No longer than the measured stream (sound included), however its timestamps run.
      '-t',
      probe.duration.toFixed(3),
      '-fpsmax',
      String(WEB_MAX_FPS),
      '-movflags',
      '+faststart',
      webPath,
    ],
    transcodeTimeoutMs(probe.duration),
  );
  return { ...probe, webPath, poster: await readFile(posterPath) };
}
