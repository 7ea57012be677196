/** Home search beyond the spec's "chain:symbol": a plain symbol, name or chain name. */
/**
 * A plain symbol, name or chain ("ltc", "Litecoin", "bnb chain"), case-insensitive: exact matches,
 * else names that start with it (three letters at least).
 */
export function plainMatches(
  coins: readonly { _id: string; symbol: string; name: string; chain_name: string }[],
  query: string,
  chainLabel: (chain_name: string) => string,
): string[] {
  const q = query.trim().toLowerCase();
  if (!q || q.includes(':')) return [];
  const exact = coins.filter((c) =>
    [c.symbol, c.name, c.chain_name, chainLabel(c.chain_name)].some((t) => t.toLowerCase() === q),
  );
  if (exact.length) return exact.map((c) => c._id);
  if (q.length < 3) return [];
  return coins.filter((c) => c.name.toLowerCase().startsWith(q)).map((c) => c._id);
}
