/**
 * Balances: SOL from getBalance, tokens from the owner's token accounts of SPL Token and Token-2022
 * (summed per mint), all in one JSON-RPC batch (network/balance-batch.ts), never a false zero (BalanceBook). Token info (name, symbol, decimals, icon)
 * from the token-list search (spec §7), else decimals from the mint account itself.
 */
import type { Balance, TokenInfo } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { searchTokenList } from '../network/apis';
import { balanceReads } from '../network/balance-batch';
import { validateSolanaAddress } from './address';
import type { SolanaContext } from './context';
import { cacheMint, isMintKnown, readMint } from './mint';
import { checkMint } from './prepare-token';
import { HISTORY_PAGE, PROGRAM } from './rules';
import { warmAddresses, warmTransactions } from './warm-history';

export interface SolanaTokenInfo extends TokenInfo {
  /** The token list's logo URL, or null. */
  icon: string | null;
}

/** Per adapter: another adapter may read another token list. */
const infoCaches = new WeakMap<SolanaContext, Map<string, SolanaTokenInfo>>();

export async function getTokenInfo(ctx: SolanaContext, contract: string): Promise<SolanaTokenInfo> {
  const mint = checkMint(contract);
  let infoCache = infoCaches.get(ctx);
  if (!infoCache) infoCaches.set(ctx, (infoCache = new Map()));
  const key = mint;
  const cached = infoCache.get(key);
  if (cached) return cached;
  const listed = ctx.tokenListApis.length
    ? await searchTokenList(ctx.tokenListApis, mint, ctx.tokenListChainId, {
        fetch: ctx.fetch,
        timeoutMs: ctx.apiTimeoutMs,
      }).catch(() => null)
    : null;
  let info: SolanaTokenInfo;
  if (listed) info = listed;
  else {
    // SPL Token or Token-2022 (mint.ts): the same decimals byte; a Token-2022 mint may carry
    // its own name and symbol (the TokenMetadata extension).
    const { decimals, metadata } = await readMint(ctx, mint);
    info = {
      name: metadata?.name || 'Unknown Token',
      symbol: metadata?.symbol ?? '',
      decimals,
      icon: null,
    };
  }
  infoCache.set(key, info);
  return info;
}

export async function getBalances(ctx: SolanaContext, address: string, tokens: string[]): Promise<Balance[]> {
  const check = validateSolanaAddress(address);
  if (!check.valid) throw new Error(`Invalid address: ${check.reason}`);
  const owner = check.normalized;
  const scope = `${ctx.chain.chain_name}:${ctx.network}`;
  // One request: SOL, both token programs' accounts, and the mints not read before (their decimals
  // and Token-2022 metadata, kept by readMint for the token info below and for sends).
  // With warmHistory a listed token's mint is read too (same request): its program names the token
  // account whose history the next refresh readies, and the token's history page needs it anyway.
  const mints = [...new Set(tokens)].filter(
    (m) => !isMintKnown(ctx, m) && (ctx.warmHistory || !infoCaches.get(ctx)?.has(m)),
  );
  // With warmHistory, the first history pages' signatures ride in the same batch (warm-history.ts).
  const watched = warmAddresses(ctx, owner, tokens).map((a) => ({ address: a, limit: HISTORY_PAGE }));
  const programs = tokens.length ? [PROGRAM.token, PROGRAM.token2022] : [];
  const reads =
    tokens.length || watched.length
      ? balanceReads(ctx.rpc, owner, programs, mints, watched)
      : { balance: ctx.rpc.balance(owner), tokenAccounts: [], mintAccounts: [], signatures: [] };
  if (watched.length) warmTransactions(ctx, reads.signatures);
  mints.forEach((m, k) => void cacheMint(ctx, m, () => reads.mintAccounts[k]!).catch(() => undefined));
  const native = ctx.balances
    .read(BalanceBook.key(scope, owner), () => reads.balance)
    .then((r): Balance => ({
      asset: { kind: 'native' },
      symbol: ctx.chain.symbol,
      decimals: ctx.chain.decimals,
      ...r,
    }));
  const held = Promise.all(reads.tokenAccounts).then((lists) => lists.flat());
  held.catch(() => undefined);
  const tokenReads = tokens.map(async (contract): Promise<Balance> => {
    const [reading, info] = await Promise.all([
      ctx.balances.read(BalanceBook.key(scope, owner, contract), async () =>
        (await held)
          .filter((a) => a.account.data.parsed.info.mint === contract)
          .reduce((t, a) => t + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n),
      ),
      getTokenInfo(ctx, contract).catch(() => undefined),
    ]);
    return {
      asset: { kind: 'token', contract },
      symbol: info?.symbol ?? '',
      decimals: info?.decimals ?? 0,
      ...reading,
    };
  });
  return Promise.all([native, ...tokenReads]);
}
