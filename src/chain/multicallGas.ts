import type { Address, Hex } from 'viem'
import { PUBLIC_CHAIN_INFO } from './chainInfo.ts'

/**
 * One read made through UniswapInterfaceMulticall: the target, the function, the gas it may need, the key its
 * result is stored under (target, function and arguments, and gas), and its call data, encoded when it is sent.
 */
export type Call = {
  address: Address
  functionName: string
  gasRequired?: number
  key: string
  /** The call data; only once the ABI codec has loaded (see abiCodec.ts). */
  encode(): Hex
}

// Hex strings (addresses, paths) in any letter case are the same argument; bigints are marked apart from numbers.
function argumentText(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'string' && /^0x[0-9a-f]*$/i.test(value)) return value.toLowerCase()
  return value
}

/** The key of a call's result: the same target, function, arguments and gas give the same call data. */
export function readKey(
  address: Address,
  functionName: string,
  args: unknown,
  gasRequired: number | undefined,
): string {
  const base = `${address.toLowerCase()}-${functionName}-${JSON.stringify(args ?? [], argumentText)}`
  return gasRequired === undefined ? base : `${base}-${gasRequired}`
}

/** What a call without a gas requirement counts toward its chunk's gas budget. */
export const DEFAULT_CALL_GAS = 200_000
/** The gas limit sent with a call that states no requirement: the most it may burn inside the multicall. */
export const MAX_DEFAULT_CALL_GAS_LIMIT = 1_000_000
/** The gas budget of one multicall (one eth_call). */
export const CHUNK_GAS_BUDGET = 100_000_000

export const QUOTE_GAS = 2_000_000
export const OPTIMISM_QUOTE_GAS = 6_000_000
export const BALANCE_GAS = 100_000
export const OPTIMISM_BALANCE_GAS = 250_000

// The public table, not chains.ts: these helpers also run outside Vite (benchmarks), and Localhost is no
// Optimism chain.
function isOptimismChain(chainId: number): boolean {
  return PUBLIC_CHAIN_INFO[chainId]?.isOptimism === true
}

/** Gas a quoter call carries inside the multicall on this chain. */
export function quoteGasOf(chainId: number): number {
  return isOptimismChain(chainId) ? OPTIMISM_QUOTE_GAS : QUOTE_GAS
}

/** Gas a balance call (balanceOf, getEthBalance) carries inside the multicall on this chain. */
export function balanceGasOf(chainId: number): number {
  return isOptimismChain(chainId) ? OPTIMISM_BALANCE_GAS : BALANCE_GAS
}

/** What the call counts toward its chunk's budget. */
export function chunkGasOf(call: Pick<Call, 'gasRequired'>): number {
  return call.gasRequired ?? DEFAULT_CALL_GAS
}

/** The gas limit the multicall contract gives the call. */
export function gasLimitOf(call: Pick<Call, 'gasRequired'>): number {
  return call.gasRequired ?? MAX_DEFAULT_CALL_GAS_LIMIT
}

/** The key a call's result is stored under. */
export function callKey(call: Call): string {
  return call.key
}

/**
 * Splits calls, in order, into chunks whose gas adds up to at most `budget`; a call over the budget on its own
 * still gets a chunk of its own.
 */
export function chunkCalls<T extends Pick<Call, 'gasRequired'>>(
  calls: readonly T[],
  budget: number = CHUNK_GAS_BUDGET,
): T[][] {
  const chunks: T[][] = []
  let current: T[] = []
  let gas = 0
  for (const call of calls) {
    const needed = chunkGasOf(call)
    if (current.length > 0 && gas + needed > budget) {
      chunks.push(current)
      current = []
      gas = 0
    }
    current.push(call)
    gas += needed
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}
