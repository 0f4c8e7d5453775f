// Where each chain's v3 subgraph is, apart from the client (subgraph.ts): the chain table reads it in the first
// load and the build reads it for the Content-Security-Policy, neither needing the client. It must not import
// chains.ts (vite.config loads it, where import.meta.env is undefined).
//
// Facts §12 names the 2021 hosted service (api.thegraph.com/subgraphs/name/uniswap/uniswap-v3 for chains 1 and 4,
// ianlapham/arbitrum-minimal for 42161, ianlapham/uniswap-optimism-dev for 10). That service no longer serves these
// subgraphs, so a build has none by default: the range chart reads the ticks from the chain (TickLens) and the fee
// tier shares from the pools' balances. `VITE_SUBGRAPH_URL_<chainId>` points a chain at a subgraph endpoint of
// today (for example a gateway URL with its key); one that fails or lags falls back to the chain as before.

/** The `VITE_*` settings (strings as Vite exposes them; empty means unset). */
export type SubgraphSettings = Readonly<Record<string, unknown>>

export function subgraphUrlSettingName(chainId: number): string {
  return `VITE_SUBGRAPH_URL_${chainId}`
}

/** `value` as an http(s) URL, or null for anything else (unset, blank, another scheme, not a URL). */
function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** The chain's subgraph by the build's settings, or null where it has none. */
export function subgraphUrlFromSettings(chainId: number, settings: SubgraphSettings): string | null {
  return httpUrl(settings[subgraphUrlSettingName(chainId)])
}

/** Every configured subgraph once (the Content-Security-Policy lists their origins). */
export function subgraphUrlsFromSettings(settings: SubgraphSettings): string[] {
  const urls = Object.keys(settings)
    .filter((name) => /^VITE_SUBGRAPH_URL_\d+$/.test(name))
    .map((name) => httpUrl(settings[name]))
  return [...new Set(urls.filter((url): url is string => url !== null))]
}
