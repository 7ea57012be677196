/**
 * What one address of a coin holds, read from the chain (not the wallet's stored balance, which
 * is the active address's): the delete dialog says so before an address leaves the list.
 */
import { getFlowEnv } from './flows';

export type AddressHolding = { state: 'read'; amount: bigint } | { state: 'unknown'; error: string };

export async function addressHolding(
  chainName: string,
  address: string,
  token?: string,
): Promise<AddressHolding> {
  try {
    const adapter = await (await getFlowEnv()).adapters(chainName);
    const balances = await adapter.getBalances(address, token ? { tokens: [token] } : {});
    const b = balances.find((x) =>
      token
        ? x.asset.kind === 'token' && x.asset.contract.toLowerCase() === token.toLowerCase()
        : x.asset.kind === 'native',
    );
    if (!b || b.state !== 'fresh') return { state: 'unknown', error: b?.error ?? 'no reading' };
    return { state: 'read', amount: b.amount };
  } catch (e) {
    return { state: 'unknown', error: e instanceof Error ? e.message : String(e) };
  }
}
