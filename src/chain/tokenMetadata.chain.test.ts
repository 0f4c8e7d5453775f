import { describe, expect, it } from 'vitest'
import { localChainKit } from './test/localChainKit.ts'
import { getTokenMetadata } from './tokenMetadata.ts'

const { deployment, publicClient, address } = localChainKit()

describe('token metadata', () => {
  it('reads a string-returning token', async () => {
    expect(await getTokenMetadata(publicClient, deployment.tokens.USDC.address)).toEqual({
      address: deployment.tokens.USDC.address,
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
    })
  })

  it('reads a token whose name and symbol are bytes32 (MKR)', async () => {
    expect(await getTokenMetadata(publicClient, deployment.tokens.MKR.address)).toEqual({
      address: deployment.tokens.MKR.address,
      name: 'Maker',
      symbol: 'MKR',
      decimals: 18,
    })
  })

  it('accepts an all-lowercase address', async () => {
    const metadata = await getTokenMetadata(publicClient, deployment.tokens.WBTC.address.toLowerCase())
    expect(metadata).toMatchObject({ symbol: 'WBTC', decimals: 8 })
  })

  it('gives null for an address that is not a token', async () => {
    expect(await getTokenMetadata(publicClient, address(5))).toBeNull()
  })

  it("rejects an invalid address with 'Invalid address parameter'", async () => {
    await expect(getTokenMetadata(publicClient, '0x1234')).rejects.toThrow('Invalid address parameter')
    const badChecksum = deployment.tokens.DAI.address.replace(/[a-f]/, (c) => c.toUpperCase())
    await expect(getTokenMetadata(publicClient, badChecksum)).rejects.toThrow('Invalid address parameter')
  })
})
