/**
 * The devnet faucet: a funded account whose key the devnet holds sends real, signed transactions
 * (TRX transfers, or TRC-20 transfers of the built-in token), so the receiver's history has a row.
 */
import { createHash } from 'node:crypto';
import { sign } from 'viem/accounts';
import * as c from './codec';
import type { TronLedger } from './ledger';

export const FAUCET_KEY =
  `0x${createHash('sha256').update('kestrel tron devnet faucet').digest('hex')}` as const;

export async function faucetSend(
  ledger: TronLedger,
  faucet: string,
  to: string,
  amount: bigint,
  token: boolean,
): Promise<string> {
  const head = ledger.head();
  const now = BigInt(ledger.now());
  const owner = c.decodeAddress(faucet)!;
  const receiver = c.decodeAddress(to)!;
  const data = c.fromHex(
    `a9059cbb${c.toHex(receiver.subarray(1)).padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`,
  );
  const type = token ? ('TriggerSmartContract' as const) : ('TransferContract' as const);
  const value = token
    ? c.triggerValue(owner, c.decodeAddress(ledger.token.address)!, data)
    : c.transferValue(owner, receiver, amount);
  const raw = c.encodeRaw({
    refBlockBytes: c.fromHex((head.number & 0xffff).toString(16).padStart(4, '0')),
    refBlockHash: c.fromHex(head.id.slice(16, 32)),
    expiration: now + 60_000n,
    timestamp: now,
    type,
    value,
    ...(token ? { feeLimit: 1_000_000_000n } : {}),
  });
  const txID = c.toHex(c.sha256(raw));
  const signature = await sign({ hash: `0x${txID}`, privateKey: FAUCET_KEY, to: 'hex' });
  const answer = await ledger.broadcast({
    txID,
    raw_data: { contract: [{ type }] },
    raw_data_hex: c.toHex(raw),
    signature: [signature.slice(2)],
  });
  if (!('result' in answer)) throw new Error(new TextDecoder().decode(c.fromHex(answer.message)));
  const tx = ledger.tx(txID);
  if (tx?.contractRet !== 'SUCCESS') throw new Error(`the faucet's transfer ended ${tx?.contractRet}`);
  return txID;
}
