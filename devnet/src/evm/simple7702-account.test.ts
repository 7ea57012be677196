/**
 * The Simple7702Account code the devnet installs is the deployed contract's, byte for byte: its
 * creation code's CREATE2 address (deterministic deployment proxy, zero salt) is the canonical
 * address, and the runtime code is what that constructor copies out (length 0x0e37).
 */
import { getContractAddress, keccak256 } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  DETERMINISTIC_DEPLOYER,
  SIMPLE_7702_ACCOUNT_ADDRESS,
  SIMPLE_7702_ACCOUNT_CREATION_CODE,
  SIMPLE_7702_ACCOUNT_RUNTIME_CODE,
} from './simple7702-account';

describe('Simple7702Account code', () => {
  it('is the creation code deployed at the canonical address', () => {
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: DETERMINISTIC_DEPLOYER,
      salt: `0x${'00'.repeat(32)}`,
      bytecode: SIMPLE_7702_ACCOUNT_CREATION_CODE,
    });
    expect(address).toBe(SIMPLE_7702_ACCOUNT_ADDRESS);
  });

  it('installs the runtime the constructor returns (0x0e37 bytes, from offset 0x1a)', () => {
    // The constructor: CODECOPY(dest, 0x001a, 0x0e37) then RETURN.
    expect(SIMPLE_7702_ACCOUNT_CREATION_CODE.slice(0, 54)).toBe(
      '0x60808060405234601557610e37908161001a8239f35b5f80fdfe',
    );
    expect((SIMPLE_7702_ACCOUNT_RUNTIME_CODE.length - 2) / 2).toBe(0x0e37);
    expect(keccak256(SIMPLE_7702_ACCOUNT_RUNTIME_CODE)).toBe(
      '0x82c1e6c0f83d22eef579344e8eff26baf24db4dabe5408d681b00d0512bc3ec4',
    );
  });
});
