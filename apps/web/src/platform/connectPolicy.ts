/**
 * The page may reach only the origins its Content-Security-Policy lists (csp.ts puts them in the
 * build as import.meta.env.KESTREL_CONNECT_ORIGINS). An own RPC endpoint outside them would fail
 * on every read, so it is refused when added, with the way to allow it.
 */
const built = import.meta.env.KESTREL_CONNECT_ORIGINS as string | undefined;

export function connectRefusal(
  url: string,
  pageOrigin: string = globalThis.location?.origin ?? '',
  listed: readonly string[] | undefined = built?.split(' ').filter(Boolean),
): string | null {
  // Not built through csp.ts (component tests): no policy to follow. Not an http(s) URL: the
  // wallet's own check says why.
  if (!listed) return null;
  let origin: string;
  try {
    const u = new URL(url.trim());
    if (!/^(https?|wss?):$/.test(u.protocol)) return null;
    origin = `${u.protocol}//${u.host}`;
  } catch {
    return null;
  }
  if (origin === pageOrigin || listed.includes(origin)) return null;
  return `This web app's Content-Security-Policy does not allow ${origin}: add it to KESTREL_CSP_CONNECT when building or starting the app, or use the kestrel CLI`;
}
