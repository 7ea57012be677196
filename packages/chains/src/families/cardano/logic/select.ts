/**
 * Which UTXOs a payment spends. Spending every UTXO (plan.ts alone) makes a wallet with hundreds
 * of them write a transaction past the ledger's 16 KiB limit and pay a fee for every input, so
 * a payment spends the fewest UTXOs, largest first, that pay it WITH a change output standing on
 * its own min-ADA. Only when no smaller set does (a max send, or change that would fall below
 * min-ADA and go to the fee) are all of them spent, as before; that plan also gives the spec's
 * "Insufficient funds" text with the whole balance as Available.
 *
 * Order: for a token send the UTXOs holding the token first (most first), then ADA-only UTXOs,
 * then the ones holding other assets (their assets would have to travel back in the change,
 * which costs min-ADA); by lovelace, largest first, within each group.
 */
import { planPayment, type CardanoUtxo, type PaymentPlan } from './plan';

type PlanInput = Parameters<typeof planPayment>[0];

const hasAssets = (u: CardanoUtxo) => Object.values(u.assets ?? {}).some((q) => q > 0n);

function ordered(utxos: readonly CardanoUtxo[], token: string | undefined): CardanoUtxo[] {
  const group = (u: CardanoUtxo) => (token && (u.assets?.[token] ?? 0n) > 0n ? 0 : hasAssets(u) ? 2 : 1);
  const desc = (a: bigint, b: bigint) => (a === b ? 0 : a > b ? -1 : 1);
  return [...utxos].sort(
    (a, b) =>
      group(a) - group(b) ||
      (token && group(a) === 0 ? desc(a.assets![token]!, b.assets![token]!) : 0) ||
      desc(a.lovelace, b.lovelace),
  );
}

/** The shortest prefix that could pay at all: its lovelace (and token) reach the amount. */
function shortestPrefix(utxos: readonly CardanoUtxo[], o: PlanInput): number {
  let lovelace = 0n;
  let tokens = 0n;
  for (let k = 0; k < utxos.length; k++) {
    lovelace += utxos[k]!.lovelace;
    if (o.token) tokens += utxos[k]!.assets?.[o.token] ?? 0n;
    if (o.token ? tokens >= o.amount : lovelace > o.amount) return k + 1;
  }
  return utxos.length;
}

/** The plan spending exactly `utxos`, when it pays with a change output; else null. */
function withChange(o: PlanInput, utxos: CardanoUtxo[]): PaymentPlan | null {
  try {
    const plan = planPayment({ ...o, utxos, allowMax: false });
    // A plan whose leftover went to the fee is taken only when nothing else pays.
    return plan.body.outputs.length === 2 ? plan : null;
  } catch {
    return null; // Not enough yet.
  }
}

/**
 * Each UTXO added brings at least its own min-ADA, far more than the fee of one more input, so
 * "pays with change" turns true once and stays true: a binary search finds the fewest, in a
 * handful of plans even for thousands of UTXOs. The plan found is a real one whatever the search.
 */
export function planWithSelection(o: PlanInput): PaymentPlan {
  const all = ordered(o.utxos, o.token);
  const available = all.reduce((n, u) => n + u.lovelace, 0n);
  let lo = shortestPrefix(all, o);
  let hi = all.length - 1;
  let best: PaymentPlan | null = null;
  while (lo <= hi) {
    const k = (lo + hi) >> 1;
    const plan = withChange(o, all.slice(0, k));
    if (plan) [best, hi] = [plan, k - 1];
    else lo = k + 1;
  }
  return best ? { ...best, available } : planPayment({ ...o, utxos: all });
}
