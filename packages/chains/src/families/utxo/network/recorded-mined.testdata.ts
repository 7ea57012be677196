/**
 * A mined transaction in the documented shapes (sources as in recorded-shapes.testdata.ts), for
 * the confirmation status: ADDR received 50000 sats in block 2500000. Each provider's field for
 * the block height: mempool `status.block_height`, Blockcypher `block_height` (with the
 * `confirmed` time), Blockdaemon `block_number` (status "completed"; its `block_id` is the block
 * hash), Blockchair `transaction.block_id` (-1 while in the mempool), premium `blockHeight` (ours).
 */
import { ADDR, SENDER, TX_PREV, mempool } from './recorded-shapes.testdata';

export const TX_MINED = 'e'.repeat(64);
export const MINED_HEIGHT = 2500000;
const MINED_SCRIPT = '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1';

export const mined = {
  mempool: { ...mempool.txs[1]!, txid: TX_MINED },
  blockcypher: {
    block_hash: 'd'.repeat(64),
    block_height: MINED_HEIGHT,
    hash: TX_MINED,
    addresses: [SENDER, ADDR],
    total: 50000,
    fees: 10000,
    confirmed: '2023-11-14T22:13:20Z',
    received: '2023-11-14T22:10:00Z',
    confirmations: 2,
    inputs: [
      {
        prev_hash: TX_PREV,
        output_index: 1,
        output_value: 60000,
        sequence: 4294967295,
        addresses: [SENDER],
        script_type: 'pay-to-witness-pubkey-hash',
      },
    ],
    outputs: [
      { value: 50000, script: MINED_SCRIPT, addresses: [ADDR], script_type: 'pay-to-witness-pubkey-hash' },
    ],
  },
  blockdaemon: {
    id: TX_MINED,
    block_id: 'd'.repeat(64),
    date: 1700000000,
    status: 'completed',
    num_events: 2,
    block_number: MINED_HEIGHT,
    confirmations: 2,
    events: [
      {
        id: 'utxo-in',
        transaction_id: TX_MINED,
        type: 'utxo_input',
        denomination: 'ltc',
        source: SENDER,
        meta: { addresses: [SENDER], index: 1, script_type: 'witness_v0_keyhash' },
        amount: 60000,
        decimals: 8,
      },
      {
        id: 'utxo-out-0',
        transaction_id: TX_MINED,
        type: 'utxo_output',
        denomination: 'ltc',
        destination: ADDR,
        meta: { addresses: [ADDR], index: 0, script_type: 'witness_v0_keyhash' },
        amount: 50000,
        decimals: 8,
      },
    ],
  },
  blockchair: {
    data: {
      [TX_MINED]: {
        transaction: {
          block_id: MINED_HEIGHT,
          id: 2,
          hash: TX_MINED,
          time: '2023-11-14 22:13:20',
          size: 191,
          fee: 10000,
          input_total: 60000,
          output_total: 50000,
        },
        inputs: [
          {
            block_id: MINED_HEIGHT - 10,
            transaction_id: 0,
            index: 1,
            transaction_hash: TX_PREV,
            value: 60000,
            recipient: SENDER,
            type: 'witness_v0_keyhash',
            script_hex: '0014' + '11'.repeat(20),
            is_spent: true,
            spending_block_id: MINED_HEIGHT,
            spending_transaction_hash: TX_MINED,
            spending_index: 0,
            spending_sequence: 4294967295,
          },
        ],
        outputs: [
          {
            block_id: MINED_HEIGHT,
            transaction_id: 2,
            index: 0,
            transaction_hash: TX_MINED,
            value: 50000,
            recipient: ADDR,
            type: 'witness_v0_keyhash',
            script_hex: MINED_SCRIPT,
            is_spent: false,
          },
        ],
      },
    },
    context: { code: 200, source: 'D', results: 1, state: 2500010, cache: { live: true } },
  },
  premium: {
    txid: TX_MINED,
    confirmed: true,
    blockHeight: MINED_HEIGHT,
    time: 1700000000,
    fee: '10000',
    vin: [{ txid: TX_PREV, vout: 1, address: SENDER, value: '60000', sequence: 4294967295 }],
    vout: [{ address: ADDR, value: '50000', script: MINED_SCRIPT }],
  },
};
