// The wrapped native token's own calls: deposit() with the amount as value wraps, withdraw(amount) unwraps.
import { type Address, encodeFunctionData, type Hex } from 'viem'

export const WETH9_ABI = [
  { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'wad', type: 'uint256' }],
    outputs: [],
  },
] as const

export type WrapCall = { to: Address; data: Hex; value: bigint }

export function buildWrapCall(wrappedNative: Address, type: 'wrap' | 'unwrap', amount: bigint): WrapCall {
  if (amount <= 0n) throw new RangeError('could not wrap')
  if (type === 'wrap')
    return {
      to: wrappedNative,
      data: encodeFunctionData({ abi: WETH9_ABI, functionName: 'deposit' }),
      value: amount,
    }
  return {
    to: wrappedNative,
    data: encodeFunctionData({ abi: WETH9_ABI, functionName: 'withdraw', args: [amount] }),
    value: 0n,
  }
}
