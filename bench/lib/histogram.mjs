// Latency histograms that processes can send one another and add up: { [bucket ms]: count }, in
// 1 ms buckets up to a second and 10 ms buckets above (what a p99 against 200 ms needs).

const bucketOf = (ms) => (ms < 1000 ? Math.max(1, Math.ceil(ms)) : Math.ceil(ms / 10) * 10);

export function record(histogram, ms) {
  const bucket = bucketOf(ms);
  histogram[bucket] = (histogram[bucket] ?? 0) + 1;
}

/** Adds `from` into `into`; returns `into`. */
export function merge(into, from) {
  for (const [bucket, count] of Object.entries(from)) into[bucket] = (into[bucket] ?? 0) + count;
  return into;
}

export const count = (histogram) => Object.values(histogram).reduce((sum, n) => sum + n, 0);

/** The p-th percentile (upper bound of its bucket, ms); NaN for an empty histogram. */
export function percentile(histogram, p) {
  const total = count(histogram);
  if (total === 0) return NaN;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const bucket of Object.keys(histogram)
    .map(Number)
    .sort((a, b) => a - b)) {
    seen += histogram[bucket];
    if (seen >= rank) return bucket;
  }
  return NaN;
}
