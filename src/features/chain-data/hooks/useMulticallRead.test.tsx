// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import type { Address } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeMulticallNode, fakeMulticallNode } from '../../../chain/test/fakeMulticallNode.ts'
import { ChainDataProvider } from './ChainDataProvider.tsx'
import { useTokenBalances } from './useBalances.ts'

const token = (i: number): Address => `0x${(i + 1).toString(16).padStart(40, '0')}`
const ACCOUNT: Address = '0x00000000000000000000000000000000000000aa'

function Balances({ id, tokens }: { id: string; tokens: readonly Address[] }) {
  const balances = useTokenBalances(1, ACCOUNT, tokens)
  const text = tokens.map((t) => balances[t]?.result?.toString() ?? '-').join(',')
  return <p data-testid={id}>{text}</p>
}

function App({ node, initial }: { node: FakeMulticallNode; initial: number }) {
  const [count, setCount] = useState(initial)
  return (
    <ChainDataProvider clientOf={() => node.client} pollingIntervalMsOf={() => 20}>
      <button type="button" onClick={() => setCount(1)}>
        keep one
      </button>
      {Array.from({ length: count }, (_, i) => `c${i}`).map((id, i) => (
        // Component i watches tokens i % 10 and (i + 1) % 10: overlapping calls.
        <Balances key={id} id={id} tokens={[token(i % 10), token((i + 1) % 10)]} />
      ))}
    </ChainDataProvider>
  )
}

afterEach(cleanup)

const tokensIn = (node: FakeMulticallNode, index: number) =>
  new Set(node.multicalls[index]?.calls.map((call) => call.target.toLowerCase()))

describe('chain-data reads in components', () => {
  it('fetches a call once per block however many components listen to it', async () => {
    const node = fakeMulticallNode()
    node.blockNumber = 7
    render(<App node={node} initial={100} />)
    await waitFor(() => expect(screen.getByTestId('c99').textContent).toBe('7,7'))
    expect(node.multicalls).toHaveLength(1)
    expect(node.multicalls[0]?.calls).toHaveLength(10)
    expect(tokensIn(node, 0).size).toBe(10)

    node.blockNumber = 8
    await waitFor(() => expect(screen.getByTestId('c0').textContent).toBe('8,8'))
    expect(node.multicalls.filter((m) => m.blockNumber === 8)).toHaveLength(1)
  })

  it('stops fetching the calls of unmounted components and keeps those still listened to', async () => {
    const node = fakeMulticallNode()
    node.blockNumber = 3
    render(<App node={node} initial={5} />)
    await waitFor(() => expect(screen.getByTestId('c4').textContent).toBe('3,3'))
    expect(tokensIn(node, 0).size).toBe(6)
    act(() => screen.getByText('keep one').click())
    node.blockNumber = 4
    await waitFor(() => expect(screen.getByTestId('c0').textContent).toBe('4,4'))
    const last = node.multicalls.at(-1)
    expect(last?.blockNumber).toBe(4)
    expect(new Set(last?.calls.map((c) => c.target.toLowerCase()))).toEqual(new Set([token(0), token(1)]))
  })
})
