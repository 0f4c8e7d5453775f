// The StakingRewards functions liquidity mining reads and sends (spec 2 §7): the per-pool reads and the four
// writes. Fragments rather than the package's artifact, which the test compares them with.
import { parseAbi } from 'viem'

export const stakingRewardsAbi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function earned(address account) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function rewardRate() view returns (uint256)',
  'function periodFinish() view returns (uint256)',
  'function stake(uint256 amount)',
  'function stakeWithPermit(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function exit()',
  'function getReward()',
])
