/**
 * The batch view's door to the wallet's batch slice and sendBatch flow (spec §3/§4 Batch):
 * filter initialisation against the wallet's balances (is_exceed_balance, require_amount and
 * the spec's invalid_reason come from the wallet package), filters, selection and removal. The
 * review and send of one chain-and-address group are in ./batchReview.
 */
import type { PresentationHints } from '@kestrel/wallet';
import type { TransferKit } from './transfer';

type RootState = ReturnType<TransferKit['env']['getState']>;

export interface BatchLineView {
  transactionId: string;
  chain_name: string;
  chainLabel: string;
  name: string;
  symbol: string;
  decimal: number;
  fromAddress: string;
  toAddress: string;
  /** Smallest units. */
  amount: string;
  isExceedBalance: boolean;
  /** The shortfall in smallest units, when the line exceeds the balance. */
  requireAmount?: string;
}

export interface BatchGroupView {
  key: string;
  chain_name: string;
  chainLabel: string;
  address: string;
  lines: BatchLineView[];
  /** Pending batch amounts of this chain and address, per symbol (smallest units). */
  pending: { symbol: string; decimal: number; amount: string }[];
  hasExceeded: boolean;
  /** The chain's family sends a batch as one transaction (its presentation hints); null until known. */
  canSend: boolean | null;
}

export interface BatchView {
  total: number;
  groups: BatchGroupView[];
  isValid: boolean;
  invalidReason: string | null;
  chains: { value: string; label: string }[];
  addresses: string[];
  selectedChain: string | null;
  selectedAddress: string | null;
  isSelectionMode: boolean;
  selectedItems: string[];
  visibleIds: string[];
}

function currentWallet(state: RootState) {
  return state.wallets.allWallets[state.wallets.currentWalletIndex];
}

function chainLabel(kit: TransferKit, chain_name: string): string {
  return kit.chains.isChainName(chain_name) ? kit.chains.getChain(chain_name).name : chain_name;
}

/** Wallet balances keyed chain:symbol:address, as the batch walk needs them. */
function balances(kit: TransferKit, state: RootState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of currentWallet(state)?.coins ?? [])
    if (c.totalBalance !== undefined)
      out[kit.mod.batchAmountKey(c.chain_name, c.symbol, c.address)] = c.totalBalance;
  return out;
}

const lastSync = new WeakMap<TransferKit, string>();

/** Re-runs the slice's filter initialisation when the lines, balances or filters changed. */
export function syncBatchFilter(kit: TransferKit): void {
  const state = kit.env.getState();
  const wallet = currentWallet(state);
  if (!wallet) return;
  const b = balances(kit, state);
  const list = state.batch.transactions[wallet.id] ?? [];
  const sig = JSON.stringify([
    wallet.id,
    list.map((i) => i.transactionId),
    b,
    state.batch.ui.selectedChain,
    state.batch.ui.selectedAddress,
  ]);
  if (lastSync.get(kit) === sig) return;
  lastSync.set(kit, sig);
  kit.env.dispatch(kit.mod.batchActions.initFilter({ walletId: wallet.id, balances: b }));
}

/** The chains of the current wallet's batch lines. */
export function batchChainNames(kit: TransferKit): string[] {
  const state = kit.env.getState();
  const wallet = currentWallet(state);
  return [...new Set((wallet ? (state.batch.transactions[wallet.id] ?? []) : []).map((i) => i.chain_name))];
}

/** The batch as the view shows it; `hints` are the presentation hints of the chains loaded so far. */
export function readBatch(kit: TransferKit, hints: ReadonlyMap<string, PresentationHints>): BatchView {
  const state = kit.env.getState();
  const wallet = currentWallet(state);
  const all = wallet ? (state.batch.transactions[wallet.id] ?? []) : [];
  const pending = wallet ? (state.batch.pendingAmounts[wallet.id] ?? {}) : {};
  const { ui, filteredData } = state.batch;
  const groups = new Map<string, BatchGroupView>();
  for (const i of filteredData) {
    if (i.wallet_id !== wallet?.id) continue;
    const key = `${i.chain_name}:${i.coinInfo.address}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        chain_name: i.chain_name,
        chainLabel: chainLabel(kit, i.chain_name),
        address: i.coinInfo.address,
        lines: [],
        pending: [],
        hasExceeded: false,
        canSend: hints.get(i.chain_name)?.canBatch ?? null,
      };
      groups.set(key, g);
    }
    g.lines.push({
      transactionId: i.transactionId,
      chain_name: i.chain_name,
      chainLabel: g.chainLabel,
      name: i.coinInfo.name,
      symbol: i.coinInfo.symbol,
      decimal: i.coinInfo.decimal,
      fromAddress: i.coinInfo.address,
      toAddress: i.transferData.toAddress ?? '',
      amount: i.transferData.amount,
      isExceedBalance: !!i.is_exceed_balance,
      ...(i.require_amount ? { requireAmount: i.require_amount } : {}),
    });
    if (i.is_exceed_balance) g.hasExceeded = true;
    const pk = kit.mod.batchAmountKey(i.chain_name, i.coinInfo.symbol, i.coinInfo.address);
    if (pending[pk] && !g.pending.some((p) => p.symbol === i.coinInfo.symbol))
      g.pending.push({ symbol: i.coinInfo.symbol, decimal: i.coinInfo.decimal, amount: pending[pk] });
  }
  const chainNames = [...new Set(all.map((i) => i.chain_name))];
  const addresses = [
    ...new Set(
      all
        .filter((i) => !ui.selectedChain || i.chain_name === ui.selectedChain)
        .map((i) => i.coinInfo.address),
    ),
  ];
  const list = [...groups.values()];
  return {
    total: all.length,
    groups: list,
    isValid: state.batch.isValid,
    invalidReason: state.batch.invalid_reason,
    chains: chainNames.map((c) => ({ value: c, label: chainLabel(kit, c) })),
    addresses,
    selectedChain: ui.selectedChain,
    selectedAddress: ui.selectedAddress,
    isSelectionMode: ui.isSelectionMode,
    selectedItems: ui.selectedItems,
    visibleIds: list.flatMap((g) => g.lines.map((l) => l.transactionId)),
  };
}

export function setBatchFilter(
  kit: TransferKit,
  selectedChain: string | null,
  selectedAddress: string | null,
) {
  kit.env.dispatch(kit.mod.batchActions.setFilter({ selectedChain, selectedAddress }));
  syncBatchFilter(kit);
}

export function setSelectionMode(kit: TransferKit, on: boolean): void {
  kit.env.dispatch(kit.mod.batchActions.setSelectionMode(on));
}

export function toggleSelected(kit: TransferKit, id: string): void {
  kit.env.dispatch(kit.mod.batchActions.toggleSelectedItem(id));
}

/** Selects every visible line, or clears the selection when all of them are selected. */
export function toggleSelectAll(kit: TransferKit, visibleIds: readonly string[]): void {
  const selected = new Set(kit.env.getState().batch.ui.selectedItems);
  const all = visibleIds.every((id) => selected.has(id));
  for (const id of visibleIds)
    if (all === selected.has(id)) kit.env.dispatch(kit.mod.batchActions.toggleSelectedItem(id));
}

/** Removes lines (the slice lowers the pending amounts), then saves the vault. */
export async function removeBatchLines(
  kit: TransferKit,
  ids: readonly string[],
  save: () => Promise<void>,
): Promise<void> {
  const wallet = currentWallet(kit.env.getState());
  if (!wallet) return;
  for (const transactionId of ids)
    kit.env.dispatch(kit.mod.batchActions.removeTransaction({ walletId: wallet.id, transactionId }));
  syncBatchFilter(kit);
  await save();
}
