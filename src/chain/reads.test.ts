import { type Address, decodeFunctionResult, encodeAbiParameters, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it, vi } from 'vitest'

const OWNER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const QUOTER: Address = '0x61fFE014bA17989E743c5F6cB21bF9697530B21e'

// Each test its own module instances: whether the codec has loaded is module state.
async function freshModules() {
  vi.resetModules()
  const reads = await import('./reads.ts')
  const codec = await import('./abiCodec.ts')
  return { ...reads, ...codec }
}

describe('reads are described without the ABI codec', () => {
  it('describes, keys and identifies a read before the codec has loaded; encodes it only once it has', async () => {
    const { tokenBalanceRead, loadAbiCodec } = await freshModules()
    const read = tokenBalanceRead(1, TOKEN, OWNER)
    expect(read.call).toMatchObject({ address: TOKEN, functionName: 'balanceOf', gasRequired: 100_000 })
    expect(read.call.key).toBe(tokenBalanceRead(1, TOKEN.toLowerCase() as Address, OWNER).call.key)
    expect(read.call.key).not.toBe(tokenBalanceRead(1, TOKEN, TOKEN).call.key)
    expect(() => read.call.encode()).toThrow('The ABI codec is used before it has loaded')
    await loadAbiCodec()
    expect(read.call.encode()).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [OWNER] }),
    )
    expect(read.decode(encodeAbiParameters([{ type: 'uint256' }], [42n]))).toBe(42n)
  })

  it("logs 'Result data parsing failed' for an answer that came without the codec, and never throws", async () => {
    const { tokenBalanceRead, decodeRead } = await freshModules()
    const log = vi.fn()
    expect(decodeRead(tokenBalanceRead(1, TOKEN, OWNER), '0x2a', log)).toBeNull()
    expect(log).toHaveBeenCalledWith('Result data parsing failed', expect.anything())
    expect(decodeRead(tokenBalanceRead(1, TOKEN, OWNER), undefined, log)).toBeUndefined()
  })

  it("encodes QuoterV2's quoteExactInputSingle (no view: only ever called) with the quote gas", async () => {
    const { quoteExactInputSingleRead, loadAbiCodec } = await freshModules()
    const params = { tokenIn: TOKEN, tokenOut: OWNER, amountIn: 10n ** 18n, fee: 500, sqrtPriceLimitX96: 0n }
    const read = quoteExactInputSingleRead(1, QUOTER, params)
    expect(read.call).toMatchObject({ functionName: 'quoteExactInputSingle', gasRequired: 2_000_000 })
    expect(read.call.key).not.toBe(quoteExactInputSingleRead(1, QUOTER, { ...params, fee: 3000 }).call.key)
    const { abiCodec } = await import('./abiCodec.ts')
    await loadAbiCodec()
    const data = read.call.encode()
    expect(data.slice(0, 10)).toBe('0xc6a5026a')
    const answer = encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'uint160' }, { type: 'uint32' }, { type: 'uint256' }],
      [5n, 6n, 7, 8n],
    )
    expect(read.decode(answer)).toEqual([5n, 6n, 7, 8n])
    expect(abiCodec().decodeFunctionResult).toBe(decodeFunctionResult)
  })
})
