import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 800;

const escapeXml = (text) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A JPEG drawn on the spot: the creator's two colours as a gradient, a few shapes placed from the
 * post's number, and the creator's name and the post's title on it.
 */
export async function demoImage({ creatorName, title, colors, seed }) {
  const [from, to] = colors;
  const shapes = Array.from({ length: 5 }, (_, index) => {
    const x = (seed * 173 + index * 251) % WIDTH;
    const y = (seed * 97 + index * 139) % HEIGHT;
    const radius = 60 + ((seed + index * 37) % 160);
    const opacity = (0.12 + (index % 4) * 0.06).toFixed(2);
    return index % 2 === 0
      ? `<circle cx="${x}" cy="${y}" r="${radius}" fill="#ffffff" fill-opacity="${opacity}"/>`
      : `<rect x="${x - radius}" y="${y - radius / 2}" width="${radius * 2}" height="${radius}" ` +
          `rx="24" fill="#000000" fill-opacity="${opacity}" transform="rotate(${((seed * 13 + index * 29) % 60) - 30} ${x} ${y})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="background" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#background)"/>
  ${shapes.join('\n  ')}
  <text x="60" y="${HEIGHT - 130}" font-family="sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${escapeXml(creatorName)}</text>
  <text x="60" y="${HEIGHT - 70}" font-family="sans-serif" font-size="34" fill="#ffffff" fill-opacity="0.85">${escapeXml(title)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
