// The chain layer's public entry for bench/ (which imports from src/ only through entries made for it).
export { batchedHttp } from './batchedHttp.ts'
export { createBlockWatcher } from './blockWatcher.ts'
export { createMulticallEngine } from './multicallEngine.ts'
export { quoteExactInputSingleRead, tokenBalanceRead } from './reads.ts'
