/**
 * EIP-7702 delegation on a local Hardhat devnet (prague): an account's first batch delegates it
 * to the network's batch delegate (the review says so, for consent), a later batch finds it
 * delegated, and the revocation (a type-4 transaction authorizing the zero address) clears the
 * account's code. What the chain holds is read with viem's own client.
 */
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFunctionData, parseAbi, toFunctionSelector, zeroAddress, type Hex } from 'viem';
import type { PreparedTransfer } from '../../adapter-types';
import type { EvmAdapter } from './index';
import { DEVNET_BATCH_DELEGATE, SIMPLE_7702_ACCOUNT, delegationOf } from './logic/delegates';
import { NO_DELEGATION, REVOKE_GAS } from './logic/delegation';
import { callFromIntent } from './logic/intent';
import { evmPrepared } from './logic/prepare';
import { chainReader, devnetAdapter, signerOf, startTestDevnet } from './testing/devnet';

let devnet: Devnet;
let eth: EvmAdapter;
let read: ReturnType<typeof chainReader>;

beforeAll(async () => {
  devnet = await startTestDevnet();
  eth = await devnetAdapter(devnet);
  read = chainReader(devnet);
});
afterAll(() => devnet?.stop());

const acct = (i: number) => {
  const a = devnet.accounts[i];
  if (!a) throw new Error(`no account ${i}`);
  return a;
};

async function submit(from: number, prepared: PreparedTransfer) {
  const signed = await eth.sign(await eth.buildTransaction(prepared), signerOf(acct(from).privateKey));
  await eth.broadcast(signed);
  const r = await eth.waitForConfirmation(signed.hash);
  if (r === 'pending' || !r.success) throw new Error('not confirmed');
  return signed.hash as Hex;
}

describe('EIP-7702 delegation on the devnet', () => {
  it('delegates on the first batch, batches again, revokes to the zero address', async () => {
    const me = acct(5).address;
    const delegate = devnet.contracts.batchDelegate;
    expect(await eth.accountDelegation!(me)).toEqual({
      delegate: { address: delegate, name: DEVNET_BATCH_DELEGATE.name },
      current: null,
    });
    await expect(eth.prepareRevokeDelegation!(me)).rejects.toThrow(NO_DELEGATION);

    const calls = [
      { to: acct(6).address, amount: 11n },
      { to: acct(7).address, amount: 22n },
    ];
    const first = await eth.prepareTransfer({ from: me, to: me, amount: 0n, calls });
    // The review of the first batch says the account will be delegated, and to which contract.
    expect(first.delegation).toEqual({
      delegate: { address: delegate, name: DEVNET_BATCH_DELEGATE.name },
      current: null,
    });
    const before = await read.native(acct(7).address);
    await submit(5, first);
    expect(await read.native(acct(7).address)).toBe(before + 22n);
    const code = await read.client.getCode({ address: me as Hex });
    expect(code?.toLowerCase()).toBe(`0xef0100${delegate.slice(2).toLowerCase()}`);
    expect((await eth.accountDelegation!(me)).current).toBe(delegate);

    const second = await eth.prepareTransfer({ from: me, to: me, amount: 0n, calls });
    expect(second.delegation?.current).toBe(delegate);
    await submit(5, second);

    const revoke = await eth.prepareRevokeDelegation!(me);
    const { tx } = evmPrepared(revoke);
    expect(tx).toMatchObject({ type: 'eip7702', to: me, value: 0n, data: '0x', gas: REVOKE_GAS });
    expect(tx.delegate?.address).toBe(zeroAddress);
    expect(revoke.fee).toBe(REVOKE_GAS * tx.maxFeePerGas!);
    const hash = await submit(5, revoke);
    const mined = await read.client.getTransaction({ hash });
    expect(mined.type).toBe('eip7702');
    expect(mined.authorizationList?.[0]?.address).toBe(zeroAddress);
    expect(await read.client.getCode({ address: me as Hex })).toBeUndefined();
    expect((await eth.accountDelegation!(me)).current).toBeNull();
    await expect(eth.prepareRevokeDelegation!(me)).rejects.toThrow(NO_DELEGATION);
  });

  it('refuses a batch whose delegate has no code on the chain', async () => {
    const empty = acct(8).address; // an account, not a contract
    const adapter = await devnetAdapter(devnet, 'ethereum', { batchDelegate: empty });
    const me = acct(5).address;
    await expect(
      adapter.prepareTransfer({
        from: me,
        to: me,
        amount: 0n,
        calls: [{ to: acct(6).address, amount: 1n }],
      }),
    ).rejects.toThrow(`The batch delegate ${empty} is not deployed on Ethereum`);
  });

  it('mainnet and testnet default to Simple7702Account, whose executeBatch is not payable', async () => {
    const main = await devnetAdapter(devnet, 'ethereum', { network: 'mainnet', batchDelegate: undefined });
    const d = await main.accountDelegation!(acct(9).address);
    expect(d.delegate).toEqual({ address: SIMPLE_7702_ACCOUNT.address, name: SIMPLE_7702_ACCOUNT.name });
    const from = acct(9).address;
    const call = callFromIntent(
      { from, to: from, amount: 0n, calls: [{ to: acct(6).address, amount: 5n }] },
      'executeBatch',
    );
    expect(call.value).toBe(0n);
    expect(call.data.slice(0, 10)).toBe(toFunctionSelector('executeBatch((address,uint256,bytes)[])'));
    const abi = parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)']);
    expect(call.data).toBe(
      encodeFunctionData({
        abi,
        functionName: 'executeBatch',
        args: [[{ target: acct(6).address as Hex, value: 5n, data: '0x' }]],
      }),
    );
    expect(delegationOf(`0xef0100${SIMPLE_7702_ACCOUNT.address.slice(2)}`)).toBe(SIMPLE_7702_ACCOUNT.address);
    expect(delegationOf('0x')).toBeNull();
    expect(delegationOf('0x6080604052')).toBeNull();
  });
});
