import type * as Chains from '../../../chain/chains.ts'

/** The subgraph mainnet has in these tests, as a build with VITE_SUBGRAPH_URL_1 has it (none by default). */
export const MAINNET_SUBGRAPH_URL = 'https://graph.example/subgraphs/name/uniswap-v3'

/** The chain table's module with a mainnet subgraph: for `vi.mock` of chains.ts. */
export function withMainnetSubgraph(actual: typeof Chains): typeof Chains {
  return {
    ...actual,
    subgraphUrlOf: (chainId) => (chainId === 1 ? MAINNET_SUBGRAPH_URL : actual.subgraphUrlOf(chainId)),
  }
}
