/**
 * The time a stream's packets span, read from ffprobe's `pts_time,duration_time` lines (one per
 * packet, in decoding order): from the earliest presentation time to the latest one plus its
 * packet's duration. This is what a player plays, whatever the container's header claims.
 * Lines may arrive split anywhere; packets without a time (`N/A`) are skipped.
 */
export class PacketSpan {
  private first = Number.POSITIVE_INFINITY;
  private last = Number.NEGATIVE_INFINITY;
  private pending = '';
  /** Packets read with a presentation time. */
  packets = 0;

  push(chunk: string): void {
    const lines = (this.pending + chunk).split('\n');
    this.pending = lines.pop() ?? '';
    for (const line of lines) this.read(line);
  }

  /** Seconds between the first packet's start and the last one's end; 0 when there were none. */
  seconds(): number {
    if (this.pending) this.read(this.pending);
    this.pending = '';
    return this.packets === 0 ? 0 : Math.max(0, this.last - this.first);
  }

  private read(line: string): void {
    const [ptsText, durationText] = line.trim().split(',');
    const pts = Number(ptsText);
    if (!ptsText || !Number.isFinite(pts)) return;
    const duration = Number(durationText);
    this.packets += 1;
    this.first = Math.min(this.first, pts);
    this.last = Math.max(this.last, pts + (Number.isFinite(duration) ? duration : 0));
  }
}
