/**
 * The page may reach only the origins its Content-Security-Policy lists (apps/web/csp.ts puts
 * them in each shell's build as import.meta.env.KESTREL_CONNECT_ORIGINS, which the shell's
 * platform gives as `config.connectOrigins`). An own RPC endpoint outside them would fail on
 * every read, so it is refused when added, with the way to allow it.
 */
import { platform } from './platform';

export interface ConnectPolicy {
  /** The page's own origin, always reachable. */
  pageOrigin: string;
  /** The origins the policy lists; undefined where no policy applies (component tests). */
  listed: readonly string[] | undefined;
}

/** The installed shell's policy. */
function installedPolicy(): ConnectPolicy {
  const p = platform();
  return { pageOrigin: p.origin(), listed: p.config.connectOrigins?.split(' ').filter(Boolean) };
}

export function connectRefusal(
  url: string,
  { pageOrigin, listed }: ConnectPolicy = installedPolicy(),
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
