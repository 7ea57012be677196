/**
 * EIP-7702 batch delegates: the contract an account lets run its batch, per network. Configuration
 * (AdapterConfig.batchDelegate, an address) wins; without it:
 * - devnet: Kestrel's BatchCallDelegate (devnet/contracts/BatchCallDelegate.sol), `execute(Call[])`;
 * - mainnet and testnet: eth-infinitism's Simple7702Account (account-abstraction v0.8, audited
 *   with the v0.8 release), `executeBatch(Call[])`, callable only by the account itself or the
 *   ERC-4337 v0.8 EntryPoint. One address on every chain where it is deployed (deterministic
 *   deployment); a batch checks the code is there first (docs/evm.md "Batch delegate").
 */
import { getAddress, type Hex } from 'viem';
import { EVM_DEVNET_BATCH_DELEGATE } from '../../../registry/evm';
import type { EvmContext } from './context';

export interface BatchDelegate {
  address: Hex;
  /** What a person is shown before delegating. */
  name: string;
  /** The delegate's batch entry point: `execute(Call[])` or `executeBatch(Call[])`. */
  entry: 'execute' | 'executeBatch';
}

export const SIMPLE_7702_ACCOUNT: BatchDelegate = {
  address: '0x4Cd241E8d1510e30b2076397afc7508Ae59C66c9',
  name: 'Simple7702Account (eth-infinitism account-abstraction v0.8)',
  entry: 'executeBatch',
};

export const DEVNET_BATCH_DELEGATE: BatchDelegate = {
  address: EVM_DEVNET_BATCH_DELEGATE as Hex,
  name: 'BatchCallDelegate (Kestrel devnet)',
  entry: 'execute',
};

const KNOWN: readonly BatchDelegate[] = [SIMPLE_7702_ACCOUNT, DEVNET_BATCH_DELEGATE];

/** A delegate by address: a known one, else a configured contract with BatchCallDelegate's interface. */
export function delegateAt(address: string): BatchDelegate {
  const a = getAddress(address);
  return (
    KNOWN.find((d) => d.address.toLowerCase() === a.toLowerCase()) ?? {
      address: a,
      name: 'Configured batch delegate',
      entry: 'execute',
    }
  );
}

/** The network's batch delegate (configuration first), or null on a network without one. */
export function batchDelegateFor(ctx: EvmContext): BatchDelegate | null {
  if (ctx.config.batchDelegate) return delegateAt(ctx.config.batchDelegate);
  return ctx.network === 'mainnet' || ctx.network === 'testnet' ? SIMPLE_7702_ACCOUNT : null;
}

/** EIP-7702 delegation indicator: code 0xef0100 || delegate address. */
const DELEGATION_PREFIX = '0xef0100';

/** The address an account's code delegates to, or null (no code, or code that is not a delegation). */
export function delegationOf(code: Hex): Hex | null {
  const c = code.toLowerCase();
  if (!c.startsWith(DELEGATION_PREFIX) || c.length !== DELEGATION_PREFIX.length + 40) return null;
  return getAddress(`0x${c.slice(DELEGATION_PREFIX.length)}`);
}
