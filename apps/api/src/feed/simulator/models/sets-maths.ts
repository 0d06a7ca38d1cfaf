// Racket-sport probabilities by exact recursion over points.

/** Chance the server holds a game from (a, b) points, with deuce. */
export function holdGame(p: number, a = 0, b = 0): number {
  const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
  const memo = new Map<string, number>();
  const go = (x: number, y: number): number => {
    if (x >= 4 && x - y >= 2) return 1;
    if (y >= 4 && y - x >= 2) return 0;
    if (x >= 3 && y >= 3 && x === y) return deuce;
    const key = `${x}:${y}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = p * go(x + 1, y) + (1 - p) * go(x, y + 1);
    memo.set(key, v);
    return v;
  };
  return go(a, b);
}

/** Chance the first player wins a race to `target` (win by two) from (a, b) with per-point chance p. */
export function race(p: number, target: number, a: number, b: number): number {
  const memo = new Map<string, number>();
  const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
  const go = (x: number, y: number): number => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    if (x >= target - 1 && y >= target - 1 && x === y) return deuce;
    const key = `${x}:${y}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = p * go(x + 1, y) + (1 - p) * go(x, y + 1);
    memo.set(key, v);
    return v;
  };
  return go(a, b);
}
