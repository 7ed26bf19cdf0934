/** The creator's mark on full-size images: their handle, or their short id before it is known. */
export function watermarkText(creatorId: string, username: string | undefined): string {
  return username ? `@${username}` : `Tessera · ${creatorId.slice(0, 8)}`;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

/**
 * A transparent overlay of the image's size with the text in its lower right corner, light with a
 * dark outline so it reads on any picture, sized to the image.
 */
export function watermarkSvg(text: string, width: number, height: number): Buffer {
  const fontSize = Math.max(12, Math.round(Math.min(width, height) / 24));
  const margin = Math.round(fontSize * 0.8);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="${width - margin}" y="${height - margin}" text-anchor="end" ` +
    `font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="bold" ` +
    `fill="#ffffff" fill-opacity="0.75" stroke="#000000" stroke-opacity="0.45" ` +
    `stroke-width="${Math.max(1, Math.round(fontSize / 16))}">${escapeXml(text)}</text></svg>`;
  return Buffer.from(svg);
}
