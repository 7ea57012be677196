/** A fetch for tests that records each JSON-RPC request (a batch as one) and may hold or rewrite answers. */
interface Call {
  id?: unknown;
  method: string;
  params: unknown[];
}
/** One HTTP request: its calls, and whether it was a batch. */
export interface Sent {
  calls: Call[];
  batch: boolean;
}
/** Rewrites a request's JSON answer (or answers an HTTP error instead). */
export type Tamper = (sent: Sent, answer: unknown) => unknown;

/** A fetch that records each request and may hold or rewrite answers; `idle()` waits for quiet. */
export function recorder(o: { tamper?: Tamper; hold?: (sent: Sent) => Promise<void> | undefined } = {}) {
  const log: Sent[] = [];
  let pending = 0;
  const fetchImpl: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Call | Call[];
    const sent = { calls: Array.isArray(body) ? body : [body], batch: Array.isArray(body) };
    log.push(sent);
    pending++;
    try {
      await o.hold?.(sent);
      const res = await fetch(input, init);
      if (!o.tamper) return res;
      const answer = o.tamper(sent, await res.json());
      return answer instanceof Response
        ? answer
        : new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    } finally {
      pending--;
    }
  };
  const methods = () => log.map((s) => (s.batch ? s.calls.map((c) => c.method) : s.calls[0]!.method));
  const idle = async () => {
    do await new Promise((r) => setTimeout(r, 25));
    while (pending > 0);
  };
  return { log, fetch: fetchImpl, methods, idle };
}

/** Every getTransaction sent, by signature: how many times. */
export function transactionReads(log: Sent[]): Map<string, number> {
  const n = new Map<string, number>();
  for (const c of log.flatMap((s) => s.calls))
    if (c.method === 'getTransaction') n.set(String(c.params[0]), (n.get(String(c.params[0])) ?? 0) + 1);
  return n;
}
