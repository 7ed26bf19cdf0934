import { BRAND_COLORS } from '../../theme/brand-tokens';

const PALETTE = [
  BRAND_COLORS.teal,
  BRAND_COLORS.tealLight,
  BRAND_COLORS.terracotta,
  BRAND_COLORS.saffron,
  BRAND_COLORS.ink,
  BRAND_COLORS.sky,
];
const COLUMNS = 7;
const ROWS = 6;
const TILE = 40;
const GAP = 8;

/** A deterministic mosaic: the same pleasing pattern on every render, no randomness. */
function tileColor(col: number, row: number): string {
  return PALETTE[(col * 3 + row * 5 + ((col * row) % 4)) % PALETTE.length] ?? BRAND_COLORS.teal;
}

function tileOpacity(col: number, row: number): number {
  return 0.7 + (((col + 2) * (row + 3)) % 4) * 0.1;
}

export function MosaicArt() {
  const width = COLUMNS * (TILE + GAP) - GAP;
  const height = ROWS * (TILE + GAP) - GAP;
  return (
    <svg
      className="mosaic-art"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label="A mosaic of coloured tiles"
    >
      {Array.from({ length: COLUMNS * ROWS }, (_, index) => {
        const col = index % COLUMNS;
        const row = Math.floor(index / COLUMNS);
        return (
          <rect
            key={index}
            className="mosaic-art__tile"
            style={{ animationDelay: `${(col + row) * 40}ms` }}
            x={col * (TILE + GAP)}
            y={row * (TILE + GAP)}
            width={TILE}
            height={TILE}
            rx={9}
            fill={tileColor(col, row)}
            opacity={tileOpacity(col, row)}
          />
        );
      })}
    </svg>
  );
}
