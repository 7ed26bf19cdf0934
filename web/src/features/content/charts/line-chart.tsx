export interface LineSeries {
  name: string;
  color: string;
  values: number[];
}

interface LineChartProps {
  /** One label per point along the x axis, e.g. dates. */
  labels: string[];
  series: LineSeries[];
  label: string;
}

const WIDTH = 480;
const HEIGHT = 200;
const PAD_X = 8;
const PAD_TOP = 12;
const PAD_BOTTOM = 28;

/** Lines over shared x labels, all scaled to the largest value, with a legend below. */
export function LineChart({ labels, series, label }: LineChartProps) {
  const max = Math.max(1, ...series.flatMap((line) => line.values));
  const steps = Math.max(1, labels.length - 1);
  const plotWidth = WIDTH - PAD_X * 2;
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const x = (index: number) => PAD_X + (index / steps) * plotWidth;
  const y = (value: number) => PAD_TOP + plotHeight - (value / max) * plotHeight;
  const totals = series
    .map((line) => `${line.name} ${line.values.reduce((sum, value) => sum + value, 0)}`)
    .join(', ');
  const first = labels[0];
  const last = labels[labels.length - 1];

  return (
    <figure className="chart-figure">
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${label}${first ? ` from ${first} to ${last}` : ''}: ${totals}`}
      >
        {[0, 0.5, 1].map((share) => (
          <line
            key={share}
            x1={PAD_X}
            x2={WIDTH - PAD_X}
            y1={y(max * share)}
            y2={y(max * share)}
            className="chart__grid"
          />
        ))}
        {series.map((line) => (
          <polyline
            key={line.name}
            fill="none"
            stroke={line.color}
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
          />
        ))}
        {first && (
          <text x={PAD_X} y={HEIGHT - 8} className="chart__label">
            {first}
          </text>
        )}
        {last && labels.length > 1 && (
          <text x={WIDTH - PAD_X} y={HEIGHT - 8} textAnchor="end" className="chart__label">
            {last}
          </text>
        )}
        <text x={WIDTH - PAD_X} y={PAD_TOP - 2} textAnchor="end" className="chart__value">
          {max}
        </text>
      </svg>
      <figcaption className="chart-legend">
        {series.map((line) => (
          <span key={line.name} className="chart-legend__item">
            <span className="chart-legend__swatch" style={{ background: line.color }} />
            {line.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
