// A bench's verdict: every target is checked against a figure measured in this run. A figure that
// could not be measured (missing, not a finite number) fails the bench with the reason, as does a
// figure that misses its target; the bench still prints everything it measured.

/**
 * `checks`: { name, value, target, at: 'least' | 'most' }. Returns `targets`, `meets` (every
 * check, true only when measured and within its target) and `failures` (the reasons).
 */
function verdict(checks) {
  const targets = {};
  const meets = {};
  const failures = [];
  for (const { name, value, target, at } of checks) {
    targets[name] = at === 'least' ? `>= ${target}` : `<= ${target}`;
    const measured = typeof value === 'number' && Number.isFinite(value);
    meets[name] = measured && (at === 'least' ? value >= target : value <= target);
    if (!measured) failures.push(`${name}: not measured (${String(value)})`);
    else if (!meets[name]) failures.push(`${name}: ${value} misses its target ${targets[name]}`);
  }
  return { targets, meets, failures };
}

/** Prints a bench's result and fails the process when a check failed. */
export function report(result, checks) {
  const { targets, meets, failures } = verdict(checks);
  console.log(JSON.stringify({ ...result, targets, meets, failures }, null, 2));
  if (failures.length > 0) {
    console.error(`${result.benchmark}: FAILED\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}
