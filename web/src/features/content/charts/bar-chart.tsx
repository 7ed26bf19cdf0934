export interface BarDatum {
  label: string;
  value: number;
  color: string;
}

interface BarChartProps {
  data: BarDatum[];
  /** Read out to screen readers along with every bar's value. */
  label: string;
}

const WIDTH = 320;
const HEIGHT = 180;
const LABEL_SPACE = 34;
const VALUE_SPACE = 18;

/** Vertical bars with their values above and labels below, scaled to the largest value. */
export function BarChart({ data, label }: BarChartProps) {
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const slot = WIDTH / Math.max(1, data.length);
  const barWidth = Math.min(44, slot * 0.6);
  const plotHeight = HEIGHT - LABEL_SPACE - VALUE_SPACE;
  const summary = data.map((datum) => `${datum.label} ${datum.value}`).join(', ');

  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${label}: ${summary}`}
    >
      <line
        x1={0}
        x2={WIDTH}
        y1={HEIGHT - LABEL_SPACE}
        y2={HEIGHT - LABEL_SPACE}
        className="chart__axis"
      />
      {data.map((datum, index) => {
        const height = (datum.value / max) * plotHeight;
        const x = index * slot + (slot - barWidth) / 2;
        const y = HEIGHT - LABEL_SPACE - height;
        const centre = index * slot + slot / 2;
        return (
          <g key={datum.label}>
            <rect x={x} y={y} width={barWidth} height={height} rx={4} fill={datum.color} />
            <text x={centre} y={y - 5} textAnchor="middle" className="chart__value">
              {datum.value}
            </text>
            <text x={centre} y={HEIGHT - 14} textAnchor="middle" className="chart__label">
              {datum.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
