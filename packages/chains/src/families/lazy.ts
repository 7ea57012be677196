/**
 * The lazy facade shared by the family adapters: the context (clients, providers) is built once on
 * first use, and each method loads its logic module next to it. Callers pass `import('./logic/x')`
 * themselves so the paths stay literal and bundlers can split them into their own chunks.
 */

/** A memoised loader: the first call starts `load`, every later call gets the same promise. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

/**
 * `withLogic(import('./logic/x'), (m, c) => m.f(c, …))` awaits the context and the module together,
 * then calls into the module.
 */
export function lazyLogic<C>(ctx: () => Promise<C>) {
  return async function withLogic<M, R>(module: Promise<M>, call: (m: M, c: C) => R): Promise<Awaited<R>> {
    const [c, m] = await Promise.all([ctx(), module]);
    return await call(m, c);
  };
}
