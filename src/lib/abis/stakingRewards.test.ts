// The fragments must stay what the package's build says (names, types and mutability; the artifact's
// internalType, constant, payable and empty output names are the old compiler's bookkeeping and play no part
// in the encoding).
import artifact from '@uniswap/liquidity-staker/build/StakingRewards.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { stakingRewardsAbi } from './stakingRewards.ts'

const BOOKKEEPING = new Set(['internalType', 'constant', 'payable'])

function withoutBookkeeping(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBookkeeping)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, entry]) => !BOOKKEEPING.has(key) && !(key === 'name' && entry === ''))
      .map(([key, entry]) => [key, withoutBookkeeping(entry)]),
  )
}

describe('stakingRewardsAbi', () => {
  it("is the pool's reads, stake, stakeWithPermit, exit and getReward as built", () => {
    for (const fragment of stakingRewardsAbi) {
      const built = artifact.abi.find((entry) => entry.type === 'function' && entry.name === fragment.name)
      expect(withoutBookkeeping(fragment)).toEqual(withoutBookkeeping(built))
    }
    expect(stakingRewardsAbi).toHaveLength(9)
  })
})
