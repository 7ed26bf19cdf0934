import { BRAND_COLORS } from '../../theme/brand-tokens';

export type LogoVariant = 'icon' | 'text' | 'full';

interface TesseraLogoProps {
  variant?: LogoVariant;
  /** Height of the mark in pixels; the wordmark scales with it. */
  size?: number;
  className?: string;
}

const TILE = 8;
const GAP = 3;
const STEP = TILE + GAP;

/** A 3 x 3 mosaic whose teal tiles spell a T; the remaining tiles carry the accent colours. */
const TILES: { col: number; row: number; color: string }[] = [
  { col: 0, row: 0, color: BRAND_COLORS.teal },
  { col: 1, row: 0, color: BRAND_COLORS.teal },
  { col: 2, row: 0, color: BRAND_COLORS.teal },
  { col: 0, row: 1, color: BRAND_COLORS.terracotta },
  { col: 1, row: 1, color: BRAND_COLORS.teal },
  { col: 2, row: 1, color: BRAND_COLORS.sky },
  { col: 0, row: 2, color: BRAND_COLORS.saffron },
  { col: 1, row: 2, color: BRAND_COLORS.teal },
  // The ink tile follows the theme so it never disappears into a dark header.
  { col: 2, row: 2, color: 'var(--logo-ink, #1d3557)' },
];

function LogoMark({ size }: { size: number }) {
  const extent = STEP * 2 + TILE;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      aria-hidden="true"
      focusable="false"
    >
      {TILES.map((tile) => (
        <rect
          key={`${tile.col}-${tile.row}`}
          x={tile.col * STEP}
          y={tile.row * STEP}
          width={TILE}
          height={TILE}
          rx={2}
          style={{ fill: tile.color }}
        />
      ))}
    </svg>
  );
}

export function TesseraLogo({ variant = 'full', size = 28, className }: TesseraLogoProps) {
  const showMark = variant !== 'text';
  const showText = variant !== 'icon';
  return (
    <span
      className={['tessera-logo', className].filter(Boolean).join(' ')}
      role="img"
      aria-label="Tessera"
      style={{ gap: size * 0.35 }}
    >
      {showMark && <LogoMark size={size} />}
      {showText && (
        <span className="tessera-logo__text" style={{ fontSize: size * 0.78 }} aria-hidden="true">
          Tessera
        </span>
      )}
    </span>
  );
}
