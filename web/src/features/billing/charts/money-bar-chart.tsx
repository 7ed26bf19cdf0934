export interface MoneyBar {
  label: string;
  /** The solid bar, e.g. net earnings, in cents. */
  value: number;
  /** A lighter bar behind it, e.g. gross, in cents. */
  background?: number;
}

interface MoneyBarChartProps {
  bars: MoneyBar[];
  /** Read out to screen readers with the total. */
  label: string;
  format: (cents: number) => string;
  color: string;
  backgroundColor?: string;
  legend?: { value: string; background?: string };
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD_LEFT = 64;
const PAD_RIGHT = 8;
const PAD_TOP = 12;
const PAD_BOTTOM = 28;

/** Bars of money per period on a labelled scale; labels thin out when there are many bars. */
export function MoneyBarChart({
  bars,
  label,
  format,
  color,
  backgroundColor = 'var(--border)',
  legend,
}: MoneyBarChartProps) {
  const max = Math.max(1, ...bars.map((bar) => Math.max(bar.value, bar.background ?? 0)));
  const plotWidth = WIDTH - PAD_LEFT - PAD_RIGHT;
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const slot = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.max(2, Math.min(36, slot * 0.7));
  const y = (cents: number) => PAD_TOP + plotHeight - (Math.max(0, cents) / max) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil(bars.length / 7));
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);

  return (
    <figure className="chart-figure">
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${label}: ${format(total)} in total over ${bars.length} periods`}
      >
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PAD_LEFT}
              x2={WIDTH - PAD_RIGHT}
              y1={y(max * share)}
              y2={y(max * share)}
              className={share === 0 ? 'chart__axis' : 'chart__grid'}
            />
            <text x={PAD_LEFT - 6} y={y(max * share) + 4} textAnchor="end" className="chart__label">
              {format(Math.round(max * share))}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const x = PAD_LEFT + index * slot + (slot - barWidth) / 2;
          return (
            <g key={`${bar.label}-${index}`}>
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
              {bar.background !== undefined && bar.background > 0 && (
                <rect
                  x={x}
                  y={y(bar.background)}
                  width={barWidth}
                  height={PAD_TOP + plotHeight - y(bar.background)}
                  rx={3}
                  fill={backgroundColor}
                />
              )}
              <rect
                x={x}
                y={y(bar.value)}
                width={barWidth}
                height={PAD_TOP + plotHeight - y(bar.value)}
                rx={3}
                fill={color}
              />
              {index % labelEvery === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="chart__label"
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {legend && (
        <figcaption className="chart-legend">
          <span className="chart-legend__item">
            <span className="chart-legend__swatch" style={{ background: color }} />
            {legend.value}
          </span>
          {legend.background && (
            <span className="chart-legend__item">
              <span className="chart-legend__swatch" style={{ background: backgroundColor }} />
              {legend.background}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
