/**
 * Whether an address holds a contract: it has code, and that code is not an EIP-7702 delegation
 * designator (an account delegating with 0xef0100 || address is still a person's account).
 */
import { getAddress } from 'viem';
import { getCode } from './calls';
import type { EvmContext } from './context';
import { delegationOf } from './delegates';

export async function isContract(ctx: EvmContext, address: string): Promise<boolean> {
  const code = await getCode(ctx, getAddress(address));
  if (/^0x0*$/.test(code)) return false;
  return delegationOf(code) === null;
}
