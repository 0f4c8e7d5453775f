// The reads behind an account's v2 positions, described for the multicall engine so the pool page's LP
// balances, pair states and staking pools all leave in the block's one batched request. The LP balance itself
// is chain/reads.ts' tokenBalanceRead, the reserves and supply pool-data's pairReservesRead and lpTotalSupplyRead.
import { type Address, parseAbi } from 'viem'
import { contractRead, type ReadCall } from '../../../chain/reads.ts'

const stakingFactoryAbi = parseAbi([
  'function stakingTokens(uint256 index) view returns (address)',
  'function stakingRewardsInfoByStakingToken(address stakingToken) view returns (address stakingRewards, uint256 rewardAmount)',
])
const stakingRewardsAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])

// The factory (solc 0.5) reads its array with an assert: an index past the end burns all the gas it is given,
// so a probe gets little (a hit costs under 10k).
export const STAKING_TOKEN_PROBE_GAS = 50_000

/** The `index`-th LP token with a staking pool; the factory has no count, so a revert marks the end. */
export function stakingTokenRead(factory: Address, index: bigint): ReadCall<Address> {
  return contractRead({
    address: factory,
    abi: stakingFactoryAbi,
    functionName: 'stakingTokens',
    args: [index],
    gasRequired: STAKING_TOKEN_PROBE_GAS,
  })
}

/** The StakingRewards contract of an LP token (the zero address when the factory deployed none for it). */
export function stakingRewardsRead(factory: Address, stakingToken: Address): ReadCall<Address> {
  const read = contractRead({
    address: factory,
    abi: stakingFactoryAbi,
    functionName: 'stakingRewardsInfoByStakingToken',
    args: [stakingToken],
  })
  return { call: read.call, decode: (data) => read.decode(data)[0] }
}

/** The LP tokens `account` has staked in a StakingRewards pool. */
export function stakedBalanceRead(stakingRewards: Address, account: Address): ReadCall<bigint> {
  return contractRead({
    address: stakingRewards,
    abi: stakingRewardsAbi,
    functionName: 'balanceOf',
    args: [account],
  })
}
