// The reads that tell what an address from the migrate route is (spec 2 §7: a v2 pair's token0, token1 and
// factory), described for the multicall engine so they leave in the block's one batched request with the
// pair's reserves and supply (pool-data's pairReservesRead, lpTotalSupplyRead) and the account's LP
// balance (chain/reads' tokenBalanceRead). A token or an account fails them; model/migratePair.ts says which.
import { type Address, parseAbi } from 'viem'
import { contractRead, type ReadCall } from '../../../chain/reads.ts'
import { lpTotalSupplyRead } from '../../pool-data/index.ts'

const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function factory() view returns (address)',
])

export function pairToken0Read(pair: Address): ReadCall<Address> {
  return contractRead({ address: pair, abi: pairAbi, functionName: 'token0' })
}

export function pairToken1Read(pair: Address): ReadCall<Address> {
  return contractRead({ address: pair, abi: pairAbi, functionName: 'token1' })
}

export function pairFactoryRead(pair: Address): ReadCall<Address> {
  return contractRead({ address: pair, abi: pairAbi, functionName: 'factory' })
}

/** The four reads model/migratePair.ts classifies an address by, keyed as its MigratePairReads. */
export function migratePairReads(pair: Address): {
  token0: ReadCall<Address>
  token1: ReadCall<Address>
  factory: ReadCall<Address>
  totalSupply: ReadCall<bigint>
} {
  return {
    token0: pairToken0Read(pair),
    token1: pairToken1Read(pair),
    factory: pairFactoryRead(pair),
    totalSupply: lpTotalSupplyRead(pair),
  }
}
