/**
 * Balances from one account load (spec §7): XLM and the asked tokens (CODE:ISSUER). An account the
 * network does not hold has nothing yet (0, fresh); a failed read is never a zero (BalanceBook).
 */
import type { Balance } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { nativeBalance, stroops, trustline } from './account';
import { validateStellarAddress } from './address';
import { parseAsset, tokenInfo } from './asset';
import type { StellarContext } from './context';
import { ASSET_DECIMALS } from './rules';

export function checkAddress(text: string, what: string): string {
  const c = validateStellarAddress(text);
  if (!c.valid) throw new Error(`${what}: ${c.reason}`);
  return c.normalized;
}

export async function getBalances(
  ctx: StellarContext,
  address: string,
  tokens: string[],
): Promise<Balance[]> {
  const owner = checkAddress(address, 'Invalid address');
  const assets = tokens.map((t) => ({ contract: t, asset: parseAsset(t) }));
  const scope = `${ctx.chain.chain_name}:${ctx.network}`;
  let loaded: ReturnType<StellarContext['horizon']['account']> | undefined;
  const account = () => (loaded ??= ctx.horizon.account(owner));
  const native = ctx.balances
    .read(BalanceBook.key(scope, owner), async () => {
      const a = await account();
      return a ? nativeBalance(a) : 0n;
    })
    .then((r): Balance => ({
      asset: { kind: 'native' },
      symbol: ctx.chain.symbol,
      decimals: ctx.chain.decimals,
      ...r,
    }));
  const held = assets.map(({ contract, asset }) =>
    ctx.balances
      .read(BalanceBook.key(scope, owner, contract), async () => {
        const a = await account();
        const line = a && trustline(a, asset);
        return line ? stroops(line.balance) : 0n;
      })
      .then((r): Balance => ({
        asset: { kind: 'token', contract },
        symbol: tokenInfo(contract).symbol,
        decimals: ASSET_DECIMALS,
        ...r,
      })),
  );
  return Promise.all([native, ...held]);
}
