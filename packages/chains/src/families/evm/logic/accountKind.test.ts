/**
 * isContract reads eth_getCode: no code is an account, an EIP-7702 delegation designator
 * (0xef0100 ‖ address, EIP-7702) is an account that delegates, any other code is a contract.
 * The devnet case (a deployed ERC-20) is in packages/wallet/src/flows/recipientChecks.devnet.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isContract } from './accountKind';
import type { EvmContext } from './context';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function withCode(code: string) {
  const asked: unknown[][] = [];
  const ctx = {
    rpc: {
      call: async (method: string, params: unknown[]) => {
        asked.push([method, ...params]);
        return code;
      },
    },
  } as unknown as EvmContext;
  return { ctx, asked };
}

describe('isContract', () => {
  it('no code: an account', async () => {
    const { ctx, asked } = withCode('0x');
    expect(await isContract(ctx, ACCOUNT.toLowerCase())).toBe(false);
    expect(asked).toEqual([['eth_getCode', ACCOUNT, 'latest']]);
  });
  it('a 7702 delegation designator: still an account', async () => {
    const { ctx } = withCode(`0xef0100${'ab'.repeat(20)}`);
    expect(await isContract(ctx, ACCOUNT)).toBe(false);
  });
  it('other code: a contract', async () => {
    const { ctx } = withCode('0x6080604052');
    expect(await isContract(ctx, ACCOUNT)).toBe(true);
  });
});
