/**
 * The explorer's transaction page (GET /tx/<hash>): status, block, from, to, value and the token
 * transfers in its logs, as a small self-contained HTML page (no script, no remote asset).
 */
import type { ChainReader } from './chainReader';

const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Smallest units as a decimal text with `decimals` places, trailing zeros cut. */
export function units(value: bigint, decimals: number): string {
  const s = value.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals) || '0';
  const frac = decimals ? s.slice(-decimals).replace(/0+$/, '') : '';
  return frac ? `${whole}.${frac}` : whole;
}

function page(title: string, rows: [string, string][], note = ''): string {
  const body = rows
    .map(([k, v]) => `<tr><th scope="row">${escape(k)}</th><td>${escape(v)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#14202b;background:#fff}
@media (prefers-color-scheme: dark){body{color:#e8eef3;background:#0d1419}}
h1{font-size:1.4rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #8884;vertical-align:top}
td{font-family:ui-monospace,monospace;overflow-wrap:anywhere}</style></head>
<body><main><h1>${escape(title)}</h1><table>${body}</table>${note ? `<p>${escape(note)}</p>` : ''}</main></body></html>`;
}

export async function transactionPage(
  reader: ChainReader,
  hash: string,
  native: { name: string; symbol: string },
): Promise<{ status: number; html: string }> {
  const tx = await reader.transaction(hash);
  if (!tx)
    return {
      status: 404,
      html: page('Transaction not found', [['Hash', hash]], 'This devnet has no transaction with this hash.'),
    };
  const receipt = tx.blockNumber ? await reader.receipt(hash) : null;
  const status = !receipt ? 'Pending' : receipt.status === '0x1' ? 'Success' : 'Failed';
  const rows: [string, string][] = [
    ['Hash', tx.hash],
    ['Status', status],
    ['Block', tx.blockNumber ? BigInt(tx.blockNumber).toString() : 'not yet mined'],
    ['From', tx.from],
    ['To', tx.to ?? (receipt?.contractAddress ? `new contract ${receipt.contractAddress}` : '')],
    ['Value', `${units(BigInt(tx.value), 18)} ${native.symbol}`],
  ];
  if (receipt) {
    const gasPrice = BigInt(receipt.effectiveGasPrice ?? tx.gasPrice ?? '0x0');
    rows.push(['Fee', `${units(BigInt(receipt.gasUsed) * gasPrice, 18)} ${native.symbol}`]);
    for (const l of receipt.logs) {
      if (l.topics[0] !== TRANSFER || l.topics.length !== 3) continue;
      const meta = await reader.token(l.address);
      const amount = units(BigInt(l.data === '0x' ? 0 : l.data), Number(meta.decimals));
      rows.push([
        'Token transfer',
        `${amount} ${meta.symbol || l.address} from 0x${l.topics[1]!.slice(-40)} to 0x${l.topics[2]!.slice(-40)}`,
      ]);
    }
  }
  return { status: 200, html: page(`Transaction on the ${native.name} devnet`, rows) };
}
