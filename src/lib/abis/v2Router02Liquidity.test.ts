// The const copy must stay what the package's build says.
import artifact from '@uniswap/v2-periphery/build/IUniswapV2Router02.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { v2Router02LiquidityAbi } from './v2Router02Liquidity.ts'

describe('v2Router02LiquidityAbi', () => {
  it("is the router's liquidity functions as @uniswap/v2-periphery builds them", () => {
    const names = new Set<string>(v2Router02LiquidityAbi.map((entry) => entry.name))
    expect(names.size).toBe(8)
    const fromArtifact = artifact.abi.filter(
      (entry) => entry.type === 'function' && names.has(entry.name ?? ''),
    )
    expect(v2Router02LiquidityAbi).toEqual(fromArtifact)
  })
})
