import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { decodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  type ApprovalTarget,
  approvalStateOf,
  approvalTargetFor,
  type HeldPermit,
  isPermitUsable,
} from './approval.ts'
import { buildApproveCalls } from './approveCalls.ts'

const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai Stablecoin')
const routers = {
  v2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  swapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
} as const
const OWNER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('what a write needs approved', () => {
  it('the amount of the token for the spender, the address checksummed', () => {
    const maximum = CurrencyAmount.fromRawAmount(DAI, '1005000000000000000')
    expect(approvalTargetFor(maximum, routers.v2Router02)).toEqual({
      token: DAI.address,
      symbol: 'DAI',
      decimals: 18,
      amount: 1_005_000_000_000_000_000n,
      spender: routers.v2Router02,
    })
  })

  it('nothing for the native coin; unknown without a spender', () => {
    const eth = CurrencyAmount.fromRawAmount(Ether.onChain(1), '1000')
    expect(approvalTargetFor(eth, routers.v2Router02)).toBe('native')
    expect(approvalTargetFor(CurrencyAmount.fromRawAmount(DAI, '1'), undefined)).toBeNull()
  })
})

describe('approval state', () => {
  const target: ApprovalTarget = {
    token: DAI.address as Address,
    symbol: 'DAI',
    decimals: 18,
    amount: 100n,
    spender: routers.swapRouter,
  }

  it('follows the allowance, pending while an approval is mined', () => {
    expect(approvalStateOf(null, 0n, false)).toBe('unknown')
    expect(approvalStateOf('native', undefined, false)).toBe('approved')
    expect(approvalStateOf(target, undefined, true)).toBe('unknown')
    expect(approvalStateOf(target, 99n, false)).toBe('not-approved')
    expect(approvalStateOf(target, 99n, true)).toBe('pending')
    expect(approvalStateOf(target, 100n, true)).toBe('approved')
  })

  const permit: HeldPermit = {
    owner: OWNER,
    tokenAddress: DAI.address as Address,
    spender: routers.swapRouter,
    nonce: 3n,
    deadline: 2000n,
    permitType: 'amount',
    amount: 100n,
  }
  const current = { owner: OWNER, target, nonce: 3n, blockTimestamp: 1000n }

  it('a held permit stands in while it fits: owner, token, spender, nonce, amount, not expired', () => {
    expect(isPermitUsable(permit, current)).toBe(true)
    expect(isPermitUsable({ ...permit, owner: routers.v2Router02 }, current)).toBe(false)
    expect(isPermitUsable(permit, { ...current, target: { ...target, spender: routers.v2Router02 } })).toBe(
      false,
    )
    expect(isPermitUsable(permit, { ...current, nonce: 4n })).toBe(false)
    expect(isPermitUsable(permit, { ...current, blockTimestamp: 2001n })).toBe(false)
    expect(isPermitUsable(permit, { ...current, target: { ...target, amount: 101n } })).toBe(false)
    expect(isPermitUsable(permit, { ...current, nonce: undefined })).toBe(false)
    expect(isPermitUsable(permit, { ...current, target: 'native' })).toBe(false)
  })

  it('an allowed permit fits any amount', () => {
    const allowed: HeldPermit = { ...permit, permitType: 'allowed' }
    expect(isPermitUsable(allowed, { ...current, target: { ...target, amount: 10n ** 30n } })).toBe(true)
  })
})

describe('approve calls', () => {
  it('the unlimited approval first, then the exact amount', () => {
    const calls = buildApproveCalls(DAI.address as Address, routers.swapRouter, 123n, false)
    expect(calls.map((call) => [call.to, call.value])).toEqual([
      [DAI.address, 0n],
      [DAI.address, 0n],
    ])
    expect(calls.map((call) => decodeFunctionData({ abi: erc20Abi, data: call.data }).args)).toEqual([
      [routers.swapRouter, maxUint256],
      [routers.swapRouter, 123n],
    ])
  })

  it('with exact approvals, only the exact amount', () => {
    const calls = buildApproveCalls(DAI.address as Address, routers.swapRouter, 123n, true)
    expect(calls.map((call) => decodeFunctionData({ abi: erc20Abi, data: call.data }).args)).toEqual([
      [routers.swapRouter, 123n],
    ])
  })
})
