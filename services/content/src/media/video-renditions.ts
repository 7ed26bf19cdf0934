import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UnprocessableMediaError, runTool } from './media-tool';

/** Longest side of the web rendition; larger videos are scaled down, smaller ones kept. */
const WEB_MAX_WIDTH = 1280;
const PROBE_TIMEOUT_MS = 30_000;
const POSTER_TIMEOUT_MS = 60_000;
const TRANSCODE_TIMEOUT_MS = 15 * 60_000;

export interface VideoProbe {
  /** Seconds. */
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
  format?: { duration?: string };
  streams?: Array<{ codec_type?: string; width?: number; height?: number }>;
}

export async function probeVideo(input: string): Promise<VideoProbe> {
  const output = await runTool(
    'ffprobe',
    [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,width,height',
      '-of',
      'json',
      input,
    ],
    PROBE_TIMEOUT_MS,
  );
  const parsed = JSON.parse(output) as ProbeOutput;
  const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
  const duration = Number(parsed.format?.duration);
  if (!video?.width || !video.height || !Number.isFinite(duration) || duration <= 0) {
    throw new UnprocessableMediaError('The file has no playable video stream');
  }
  return {
    duration: Math.round(duration * 1000) / 1000,
    width: video.width,
    height: video.height,
    hasAudio: parsed.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
}

/**
 * A poster frame (a second in, or the middle of a shorter video) and a web-playable MP4: H.264
 * in yuv420p, AAC audio when there is sound, even dimensions, no metadata of the original (a
 * phone's recording location included), `faststart`.
 */
export async function renderVideo(input: string, workdir: string): Promise<VideoRenditions> {
  const probe = await probeVideo(input);
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
      '-movflags',
      '+faststart',
      webPath,
    ],
    TRANSCODE_TIMEOUT_MS,
  );
  return { ...probe, webPath, poster: await readFile(posterPath) };
}
