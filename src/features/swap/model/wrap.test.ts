import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildWrapCall, WETH9_ABI } from './buildWrapCall.ts'
import { isUnsupportedNativeChain, type WrapInputs, wrapInputError, wrapTypeOf } from './wrap.ts'

const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DAI = '0x3Aa5ebB10DC797CAC828524e59A333d0A371443c'
const native = { kind: 'native' } as const
const token = (address: string) => ({ kind: 'token', address }) as const

describe('wrap type', () => {
  it('native to its wrapped token is wrap; the other way round is unwrap', () => {
    expect(wrapTypeOf(native, token(WETH), WETH)).toBe('wrap')
    expect(wrapTypeOf(token(WETH.toLowerCase()), native, WETH)).toBe('unwrap')
  })

  it('any other pair, a missing side or a chain without wrapped token is not applicable', () => {
    expect(wrapTypeOf(native, token(DAI), WETH)).toBe('not-applicable')
    expect(wrapTypeOf(token(WETH), token(DAI), WETH)).toBe('not-applicable')
    expect(wrapTypeOf(native, null, WETH)).toBe('not-applicable')
    expect(wrapTypeOf(null, token(WETH), WETH)).toBe('not-applicable')
    expect(wrapTypeOf(native, token(WETH), null)).toBe('not-applicable')
  })

  it('the native coin on a chain without wrapped native token is an unsupported chain', () => {
    expect(isUnsupportedNativeChain(native, token(WETH), null)).toBe(true)
    expect(isUnsupportedNativeChain(token(DAI), native, null)).toBe(true)
    expect(isUnsupportedNativeChain(token(DAI), token(WETH), null)).toBe(false)
    expect(isUnsupportedNativeChain(native, token(WETH), WETH)).toBe(false)
  })
})

describe('wrap messages', () => {
  const inputs = (over: Partial<WrapInputs> = {}): WrapInputs => ({
    account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    unsupportedChain: false,
    wrapType: 'wrap',
    amount: 10n,
    balance: 10n,
    nativeSymbol: 'ETH',
    wrappedSymbol: 'WETH',
    ...over,
  })

  it("'Connect Wallet' first, then 'Unsupported chain ID'", () => {
    expect(wrapInputError(inputs({ account: null, unsupportedChain: true }))).toEqual({
      kind: 'connect-wallet',
    })
    expect(wrapInputError(inputs({ unsupportedChain: true, amount: null }))).toEqual({
      kind: 'unsupported-chain',
    })
  })

  it("'Enter ETH amount' / 'Enter WETH amount' when empty", () => {
    expect(wrapInputError(inputs({ amount: null }))).toEqual({ kind: 'enter-amount', symbol: 'ETH' })
    expect(wrapInputError(inputs({ wrapType: 'unwrap', amount: null }))).toEqual({
      kind: 'enter-amount',
      symbol: 'WETH',
    })
  })

  it("'Insufficient ETH balance' / 'Insufficient WETH balance' when above the balance", () => {
    expect(wrapInputError(inputs({ amount: 11n }))).toEqual({ kind: 'insufficient-balance', symbol: 'ETH' })
    expect(wrapInputError(inputs({ wrapType: 'unwrap', amount: 11n }))).toEqual({
      kind: 'insufficient-balance',
      symbol: 'WETH',
    })
  })

  it('the whole balance, or an unknown balance, can be wrapped', () => {
    expect(wrapInputError(inputs())).toBeNull()
    expect(wrapInputError(inputs({ balance: null, amount: 10n ** 30n }))).toBeNull()
  })
})

describe('buildWrapCall', () => {
  it('wrap: deposit() on the wrapped token with the amount as value', () => {
    const call = buildWrapCall(WETH, 'wrap', 5n)
    expect(call.to).toBe(WETH)
    expect(call.value).toBe(5n)
    expect(call.data).toBe('0xd0e30db0')
    expect(decodeFunctionData({ abi: WETH9_ABI, data: call.data }).functionName).toBe('deposit')
  })

  it('unwrap: withdraw(amount) with no value', () => {
    const call = buildWrapCall(WETH, 'unwrap', 7n)
    expect(call.value).toBe(0n)
    expect(call.data.slice(0, 10)).toBe('0x2e1a7d4d')
    expect(decodeFunctionData({ abi: WETH9_ABI, data: call.data })).toEqual({
      functionName: 'withdraw',
      args: [7n],
    })
  })

  it("refuses a zero amount with 'could not wrap'", () => {
    expect(() => buildWrapCall(WETH, 'wrap', 0n)).toThrow('could not wrap')
  })
})
