/** The length of the shortest edit script (insertions plus deletions) turning `a` into `b`: Myers's O((N+M)D) greedy algorithm. */
export function editDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length, m = b.length, max = n + m;
  if (!max) return 0;
  const v = new Int32Array(2 * max + 2);
  for (let d = 0; d <= max; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[max + k - 1] < v[max + k + 1]) ? v[max + k + 1] : v[max + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) { x++; y++; }
      v[max + k] = x;
      if (x >= n && y >= m) return d;
    }
  }
  return max;
}
