// Folds the rounds of a bench run into one row per case. The machine's speed drifts within a
// run (other work, thermal limits), so cases are measured round-robin and a ratio is taken
// between cases of the same round, minutes apart at most, before the median is taken.

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The round whose throughput is the median one: its latencies go with the median throughput. */
function medianRound(measurements) {
  const sorted = [...measurements].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * `rounds` holds, per round, every case's measurement; `ratios` names the pairs to compare, as
 * `{ over: 'c', under: 'b' }`. Each case gets its median-round figures, its failures over all
 * rounds, the fewest answers of any round (a round that got none shows as none), and for the
 * `over` side of a pair the median ratio with the range of all rounds.
 */
export function summariseRounds(rounds, ratios) {
  const ids = rounds[0].map((measurement) => measurement.id);
  const byId = (round, id) => round.find((measurement) => measurement.id === id);
  return ids.map((id) => {
    const measurements = rounds.map((round) => byId(round, id));
    const summary = {
      ...medianRound(measurements),
      failures: measurements.reduce((sum, measurement) => sum + measurement.failures, 0),
      requests: Math.min(...measurements.map((measurement) => measurement.requests)),
    };
    const pair = ratios.find((candidate) => candidate.over === id);
    if (!pair) return summary;
    const values = rounds.map(
      (round) =>
        byId(round, pair.over).requestsPerSecond / byId(round, pair.under).requestsPerSecond,
    );
    const range =
      values.length > 1
        ? ` (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`
        : '';
    return {
      ...summary,
      ratio: `(${pair.over})/(${pair.under}) = ${median(values).toFixed(2)}${range}`,
    };
  });
}
