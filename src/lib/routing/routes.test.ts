import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { computeAllRoutes, type RoutablePool } from './routes.ts'

const t = (n: number) => new Token(1, `0x${n.toString(16).padStart(40, '0')}`, 18, `T${n}`)
const [A, B, W, D] = [t(1), t(2), t(3), t(4)] as [Token, Token, Token, Token]

function pool(x: Token, y: Token, fee: number): RoutablePool & { name: string } {
  const [token0, token1] = x.sortsBefore(y) ? [x, y] : [y, x]
  return {
    token0,
    token1,
    name: `${x.symbol}/${y.symbol}@${fee}`,
    involvesToken: (tk) => tk.equals(x) || tk.equals(y),
  }
}

const pools = [
  pool(A, B, 500),
  pool(A, B, 3000),
  pool(A, W, 3000),
  pool(W, B, 3000),
  pool(A, D, 500),
  pool(D, W, 500),
]
const names = (routes: { name: string }[][]) => routes.map((r) => r.map((p) => p.name).join(' > ')).sort()

describe('route enumeration', () => {
  it('finds every route of up to two hops, each fee tier its own route', () => {
    expect(names(computeAllRoutes(A, B, pools, 2))).toEqual(
      ['T1/T2@3000', 'T1/T2@500', 'T1/T3@3000 > T3/T2@3000'].sort(),
    )
  })

  it('keeps to direct pools in single-hop mode', () => {
    expect(names(computeAllRoutes(A, B, pools, 1))).toEqual(['T1/T2@3000', 'T1/T2@500'])
  })

  it('goes deeper when allowed, never through the input token again', () => {
    expect(names(computeAllRoutes(A, B, pools, 3))).toContain('T1/T4@500 > T4/T3@500 > T3/T2@3000')
  })

  it('finds nothing when no pool connects the tokens', () => {
    expect(computeAllRoutes(A, t(9), pools, 2)).toEqual([])
  })
})
