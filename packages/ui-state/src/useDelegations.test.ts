// @vitest-environment happy-dom
/**
 * useDelegations (Settings' batch delegation of both shells) against the real session (the
 * published 'abandon … about' phrase, devnet network) and a real Hardhat devnet reached through the
 * app origin's /devnet/evm path (testing/evmDevnet.ts). Nothing is read until asked; an account
 * with no code is "Not delegated"; with an EIP-7702 designator set on it (0xef0100 || address,
 * hardhat_setCode) it is delegated to that contract; the revoke step is a review first, then a
 * type-4 transaction the node accepts that leaves the account with no code.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delegationStatus } from './delegation';
import { startEvmDevnet } from './testing/evmDevnet';
import type { MemoryPlatform } from './testing/memoryPlatform';
import { useDelegations } from './useDelegations';
import { openTestWallet } from './testing/testWallet';

/** BIP-44 m/44'/60'/0'/0/0 of the phrase. */
const WALLET = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
/** Any contract (Hardhat's first deployment address): the designator's 20 bytes. */
const DELEGATE = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const devnet = await startEvmDevnet();
let p: MemoryPlatform;

beforeAll(async () => {
  await devnet.rpc('hardhat_setBalance', [WALLET, `0x${(10n ** 19n).toString(16)}`]);
  p = await openTestWallet({ origin: () => devnet.origin });
}, 120_000);
afterEach(cleanup);
afterAll(() => devnet.stop());

const ethereumRow = <T extends { chain_name: string; address: string }>(rows: T[]) =>
  rows.find((r) => r.chain_name === 'ethereum' && r.address.toLowerCase() === WALLET.toLowerCase());

describe('useDelegations', () => {
  it('reads only when asked, shows a delegation, and revokes it after the review', async () => {
    const { result } = renderHook(() => useDelegations());
    await waitFor(() => expect(result.current.hasWallet).toBe(true), { timeout: 20_000 });
    expect(result.current.shown).toBe(false);
    act(() => result.current.read());
    await waitFor(() => expect(result.current.shown).toBe(true), { timeout: 30_000 });
    const plain = ethereumRow(result.current.rows)!;
    expect(delegationStatus(plain)).toBe('Not delegated');

    await devnet.rpc('hardhat_setCode', [WALLET, `0xef0100${DELEGATE.slice(2).toLowerCase()}`]);
    // The screen opened again reads the chain again.
    const again = renderHook(() => useDelegations()).result;
    act(() => again.current.read());
    await waitFor(() => expect(again.current.shown).toBe(true), { timeout: 30_000 });
    const row = ethereumRow(again.current.rows)!;
    expect(delegationStatus(row)).toBe(`Delegated to a contract (${DELEGATE})`);

    act(() => again.current.review(row));
    expect(again.current.revoking).toBe(row);
    act(() => again.current.cancel());
    expect(again.current.revoking).toBeNull();
    expect(await devnet.rpc<string>('eth_getCode', [WALLET, 'latest'])).not.toBe('0x');

    act(() => again.current.review(row));
    act(() => again.current.revoke());
    await waitFor(() => expect(again.current.revoking).toBeNull(), { timeout: 30_000 });
    expect(again.current.shown).toBe(false);
    expect(await devnet.rpc<string>('eth_getCode', [WALLET, 'latest'])).toBe('0x');
    const tx = await devnet.rpc<{ type: string }>('eth_getTransactionByBlockNumberAndIndex', [
      'latest',
      '0x0',
    ]);
    expect(tx.type).toBe('0x4');
    expect(p.toasts.some((t) => t.title === 'Transaction Successful')).toBe(true);
  }, 120_000);
});
