/** Names unique within one page: 'Warning', 'Warning (2)', ... (landmarks must differ by name). */
export function uniqueNames(): (base: string) => string {
  const used = new Map<string, number>();
  return (base) => {
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n > 1 ? `${base} (${n})` : base;
  };
}
