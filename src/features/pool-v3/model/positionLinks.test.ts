import { describe, expect, it } from 'vitest'
import { increasePath, removePath } from './positionLinks.ts'

const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DAI = '0x3Aa5ebB10DC797CAC828524e59A333d0A371443c'

describe('position links', () => {
  it('increases with the wrapped native token as ETH, in the position order, with fee and id', () => {
    const position = { tokenId: 25n, token0: { address: DAI }, token1: { address: WETH }, fee: 3000 }
    expect(increasePath(position, WETH.toLowerCase())).toBe(`/increase/${DAI}/ETH/3000/25`)
  })

  it('removes by id', () => {
    expect(removePath(25n)).toBe('/remove/25')
  })
})
