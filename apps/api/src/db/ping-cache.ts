// Health probes arrive in bursts; one database round-trip answers all probes within maxAgeMs.
export function cachedPing(
  ping: () => Promise<boolean>,
  maxAgeMs: number,
  now: () => number = Date.now,
): () => Promise<boolean> {
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.ok);
    inFlight ??= ping()
      .then((ok) => {
        last = { at: now(), ok };
        return ok;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}
