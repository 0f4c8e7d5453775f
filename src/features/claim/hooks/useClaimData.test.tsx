// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { Address, Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installWalletRuntime, testWalletRuntime } from '../../wallet/index.ts'
import type { ClaimRecord } from '../model/claimRecord.ts'
import { claimLeaf } from '../model/verifyClaimProof.ts'
import { useClaimData } from './useClaimData.ts'

const ACCOUNT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RECORD: ClaimRecord = { index: 19, amount: 400n * 10n ** 18n, proof: [], flags: null }
// A one-leaf tree: the root is the leaf itself.
const ROOT = claimLeaf(RECORD.index, ACCOUNT, RECORD.amount)

const chain = vi.hoisted(() => ({
  root: undefined as Hex | undefined,
  claimed: undefined as boolean | undefined,
  record: null as ClaimRecord | null,
}))

vi.mock('../../chain-data/index.ts', () => ({
  useSingleCallResult: (_chainId: number, read: { call: { functionName: string } } | undefined) => ({
    result:
      read === undefined ? undefined : read.call.functionName === 'merkleRoot' ? chain.root : chain.claimed,
  }),
}))
vi.mock('../api/getClaimRecord.ts', () => ({
  pageFetch: vi.fn(),
  getClaimRecord: vi.fn(async () => chain.record),
}))

beforeEach(() => {
  Object.assign(chain, { root: ROOT, claimed: false, record: RECORD })
  // A fresh query cache for each test, as each render had its own provider before.
  installWalletRuntime(testWalletRuntime())
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  installWalletRuntime(undefined)
})

describe('useClaimData', () => {
  it('available once the proof reaches the on-chain root and isClaimed is false', async () => {
    const { result } = renderHook(() => useClaimData(1, ACCOUNT))
    await waitFor(() => expect(result.current).toEqual({ kind: 'available', record: RECORD }))
  })

  it('a proof that does not reach the root: no claim, and the reason is logged', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    chain.root = `0x${'11'.repeat(32)}`
    const { result } = renderHook(() => useClaimData(1, ACCOUNT))
    await waitFor(() => expect(result.current.kind).toBe('none'))
    expect(debug).toHaveBeenCalledWith(`Claim for ${ACCOUNT} does not match the distributor's Merkle root`)
  })

  it('loading until the root is read: Claim cannot enable on an unchecked proof', async () => {
    chain.root = undefined
    const { result } = renderHook(() => useClaimData(1, ACCOUNT))
    await waitFor(() => expect(result.current.kind).toBe('loading'))
  })

  it('a claim already made: none', async () => {
    chain.claimed = true
    const { result } = renderHook(() => useClaimData(1, ACCOUNT))
    await waitFor(() => expect(result.current.kind).toBe('none'))
  })

  it('no claim data: none; no address: invalid', async () => {
    chain.record = null
    const { result } = renderHook(() => useClaimData(1, ACCOUNT))
    await waitFor(() => expect(result.current.kind).toBe('none'))
    expect(renderHook(() => useClaimData(1, null)).result.current.kind).toBe('invalid-address')
  })

  it('a chain without claim files (Optimism) has no claim', () => {
    const { result } = renderHook(() => useClaimData(10, ACCOUNT))
    expect(result.current.kind).toBe('none')
  })
})
