import type { SubgraphFetch } from '../../../chain/subgraph.ts'

/** The browser's fetch, for the subgraph reads a hook starts (hooks do no network I/O themselves). */
export const browserFetch: SubgraphFetch = (url, init) => fetch(url, init)
