// The chain layer's public entry for bench/ and scripts/ (which import from src/ only through entries made for
// them).
export { batchedHttp } from './batchedHttp.ts'
export { createBlockWatcher } from './blockWatcher.ts'
export { createMulticallEngine } from './multicallEngine.ts'
export { AMOUNT_PERMIT_TYPES } from './permit.ts'
export { quoteExactInputSingleRead, tokenBalanceRead } from './reads.ts'
export { subgraphUrlsFromSettings } from './subgraphUrls.ts'
