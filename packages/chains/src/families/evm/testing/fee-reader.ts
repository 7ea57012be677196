/**
 * Test support for the conformance suite: the most a signed EVM transaction can cost, read from
 * its own bytes with viem (gas × gas price, or gas × max fee), plus on OP-stack chains the L1 data
 * fee the devnet's GasPriceOracle asks for that transaction; after checking it is signed by the
 * sender.
 */
import { GAS_PRICE_ORACLE_ADDRESS, type Devnet } from '@kestrel/devnet';
import {
  createPublicClient,
  getAddress,
  http,
  parseAbi,
  parseTransaction,
  recoverTransactionAddress,
  serializeTransaction,
  type Hex,
  type TransactionSerializable,
} from 'viem';
import { hardhat } from 'viem/chains';
import type { PreparedTransfer, SignedTx } from '../../../adapter-types';
import { OP_STACK_CHAINS } from '../logic/rules';

const oracleAbi = parseAbi(['function getL1Fee(bytes) view returns (uint256)']);

export function evmFeeReader(devnet: Devnet) {
  // The oracle of the network the transaction was signed for (each chain has its own).
  const clientOf = (chainName: string) =>
    createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrlOf(chainName), { retryCount: 0 }) });
  return async (signed: SignedTx, prepared: PreparedTransfer): Promise<bigint> => {
    const client = clientOf(signed.chain_name);
    const raw = signed.raw as Hex;
    const signer = await recoverTransactionAddress({ serializedTransaction: raw as never });
    if (signer !== getAddress(prepared.intent.from)) throw new Error(`signed by ${signer}, not the sender`);
    const { r: _r, s: _s, v: _v, yParity: _y, ...unsigned } = parseTransaction(raw);
    const price = unsigned.gasPrice ?? unsigned.maxFeePerGas;
    if (unsigned.gas === undefined || price === undefined)
      throw new Error('no gas or price in the transaction');
    const l1 = OP_STACK_CHAINS.has(signed.chain_name)
      ? await client.readContract({
          address: GAS_PRICE_ORACLE_ADDRESS as Hex,
          abi: oracleAbi,
          functionName: 'getL1Fee',
          args: [serializeTransaction(unsigned as TransactionSerializable)],
        })
      : 0n;
    return unsigned.gas * price + l1;
  };
}
