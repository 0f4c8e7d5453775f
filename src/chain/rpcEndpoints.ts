/** Where a chain's JSON-RPC requests go, or why the chain cannot be used. */
export type RpcEndpoint =
  | { available: true; url: string; source: 'configured' | 'infura' | 'public' | 'local' }
  | { available: false; reason: string }

/** The `VITE_*` settings the endpoints are built from (strings as Vite exposes them; empty means unset). */
export type RpcSettings = Readonly<Record<string, unknown>>

const INFURA_SUBDOMAINS: Readonly<Record<number, string>> = {
  1: 'mainnet',
  3: 'ropsten',
  4: 'rinkeby',
  5: 'goerli',
  42: 'kovan',
  10: 'optimism-mainnet',
  69: 'optimism-kovan',
  42161: 'arbitrum-mainnet',
  421611: 'arbitrum-rinkeby',
}

function setting(settings: RpcSettings, name: string): string | undefined {
  const value = settings[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

export function rpcUrlSettingName(chainId: number): string {
  return `VITE_RPC_URL_${chainId}`
}

/**
 * Picks a chain's endpoint: its own `VITE_RPC_URL_<chainId>`, else Infura when `VITE_INFURA_KEY` is set,
 * else the chain's public endpoint.
 * Keys are public settings, never secrets: they end up in the bundle.
 */
export function resolveRpcEndpoint(
  chainId: number,
  settings: RpcSettings,
  publicRpcUrl: string | null,
): RpcEndpoint {
  const configured = setting(settings, rpcUrlSettingName(chainId))
  if (configured !== undefined) return { available: true, url: configured, source: 'configured' }
  const infuraKey = setting(settings, 'VITE_INFURA_KEY')
  const subdomain = INFURA_SUBDOMAINS[chainId]
  if (infuraKey !== undefined && subdomain !== undefined) {
    return { available: true, url: `https://${subdomain}.infura.io/v3/${infuraKey}`, source: 'infura' }
  }
  if (publicRpcUrl !== null) return { available: true, url: publicRpcUrl, source: 'public' }
  return {
    available: false,
    reason: `No JSON-RPC endpoint is configured for chain ${chainId}: set ${rpcUrlSettingName(chainId)} or VITE_INFURA_KEY.`,
  }
}
