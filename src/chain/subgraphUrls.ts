// Where each chain's v3 subgraph is (facts §12), apart from the client (subgraph.ts): the chain table reads it in
// the first load and the build reads it for the Content-Security-Policy, neither needing the client. It must not
// import chains.ts (vite.config loads it, where import.meta.env is undefined).
const UNISWAP_V3 = 'https://api.thegraph.com/subgraphs/name/uniswap/uniswap-v3'

/** The chains with a v3 subgraph (facts §12); every other chain has none (the local one: see chains.ts subgraphUrlOf). */
export const SUBGRAPH_URL_BY_CHAIN: Readonly<Record<number, string>> = {
  1: UNISWAP_V3,
  4: UNISWAP_V3,
  42161: 'https://api.thegraph.com/subgraphs/name/ianlapham/arbitrum-minimal',
  10: 'https://api.thegraph.com/subgraphs/name/ianlapham/uniswap-optimism-dev',
}

/** Each subgraph once (the Content-Security-Policy lists their origins). */
export const SUBGRAPH_URLS: readonly string[] = [...new Set(Object.values(SUBGRAPH_URL_BY_CHAIN))]
