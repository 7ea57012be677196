/**
 * Answer shapes (zod): the product API's GET /cardano/raw/address/{address} (balance, UTXOs with
 * their native assets, and up to 20 transactions) and the Blockfrost-style calls a send needs (protocol parameters, tip,
 * submit, transaction by hash). Lovelace travels as decimal strings.
 */
import { z } from 'zod';

const lovelace = z.union([z.string().regex(/^\d{1,20}$/), z.number().int().nonnegative()]).transform(BigInt);
const hash = z.string().regex(/^[0-9a-fA-F]{64}$/);
/** A native asset: Blockfrost's unit (policy id ‖ asset name, hex) and its quantity (u64). */
const asset = z.object({
  unit: z
    .string()
    .regex(/^[0-9a-fA-F]{56}(?:[0-9a-fA-F]{2}){0,32}$/)
    .transform((u) => u.toLowerCase()),
  quantity: z
    .string()
    .regex(/^\d{1,20}$/)
    .transform(BigInt),
});

const io = z.object({ address: z.string().min(1), amount: lovelace, assets: z.array(asset).optional() });

export const rawAddress = z.object({
  address: z.string(),
  balance: lovelace,
  utxos: z.array(
    z.object({
      tx_hash: hash,
      output_index: z.number().int().nonnegative(),
      amount: lovelace,
      /** Native assets the UTXO holds (absent: none). */
      assets: z.array(asset).optional(),
    }),
  ),
  transactions: z.array(
    z.object({ hash, time: z.number().int().nonnegative(), inputs: z.array(io), outputs: z.array(io) }),
  ),
});
export type RawAddress = z.infer<typeof rawAddress>;
export type RawTransaction = RawAddress['transactions'][number];

const bigText = z.union([z.string().regex(/^\d{1,20}$/), z.number().int().nonnegative()]).transform(BigInt);

export const protocolParameters = z.object({
  min_fee_a: bigText,
  min_fee_b: bigText,
  coins_per_utxo_size: bigText,
});

export const latestBlock = z.object({
  slot: z.number().int().nonnegative(),
  height: z.number().int().nullable(),
});

export const transaction = z.object({
  hash,
  block_height: z.number().int().nullable(),
  valid_contract: z.boolean().optional(),
});

export const submitted = hash;
