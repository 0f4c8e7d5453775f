// Runs before the tests of each chain-integration file: both chains back to the exact saved state (block number,
// balances, logs), whatever earlier files did.
import { beforeAll, inject } from 'vitest'
import { resetChain } from '../../devchain/index.ts'

beforeAll(async () => {
  await Promise.all([resetChain(inject('rpcUrl')), resetChain(inject('replicaRpcUrl'), 'mainnet')])
})
