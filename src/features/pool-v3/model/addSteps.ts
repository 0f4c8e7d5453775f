// How an add goes out (spec 2 §4 "Add v3 flow", §9): the default slippage, and whether a new pool is created
// inside the mint's multicall (one transaction) or, on Optimism networks, in a Create step of its own before
// the Add step.
import type { MintPoolStatus } from './addBlocker.ts'

/** Add v3's default slippage tolerance (spec 2 §9): 0.5 %. */
export const ADD_SLIPPAGE_BPS = 50

export type PoolCreation = 'none' | 'with-mint' | 'separate-step'

export function poolCreation(
  status: MintPoolStatus,
  mode: 'add' | 'increase',
  separateCreateStep: boolean,
): PoolCreation {
  if (mode === 'increase' || status !== 'not-exists') return 'none'
  return separateCreateStep ? 'separate-step' : 'with-mint'
}
