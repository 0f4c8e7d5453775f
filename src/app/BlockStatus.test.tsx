// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useChainStatus } from '../features/chain-data/index.ts'
import { BlockStatus } from './BlockStatus.tsx'

const initial = useChainStatus.getState()
beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
beforeEach(() => useChainStatus.setState(initial, true))
afterEach(cleanup)

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <BlockStatus />
    </I18nProvider>,
  )

describe('the block indicator', () => {
  it('is green with the block number while the chain is live, and names no problem', () => {
    useChainStatus.setState({ chainId: 1, blockNumber: { 1: 100 } })
    show()
    const status = screen.getByTestId('block-status')
    expect(status.dataset.health).toBe('live')
    expect(status.textContent).toBe('100')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it("turns amber, labelled 'Stale block', when no new block arrived within the chain wait", () => {
    useChainStatus.setState({ chainId: 1, blockNumber: { 1: 100 }, chainConnectivityWarning: true })
    show()
    expect(screen.getByTestId('block-status').dataset.health).toBe('stale')
    expect(screen.getByRole('img', { name: 'Stale block' })).toBeTruthy()
  })

  it("turns red, labelled 'Node unreachable', when the node fails, even before a first block; back when it answers", () => {
    useChainStatus.setState({ chainId: 1, nodeUnreachable: true })
    show()
    expect(screen.getByRole('img', { name: 'Node unreachable' })).toBeTruthy()
    act(() => useChainStatus.setState({ blockNumber: { 1: 7 } }))
    expect(screen.getByTestId('block-status').textContent).toBe('7')
    act(() => useChainStatus.setState({ nodeUnreachable: false }))
    expect(screen.getByTestId('block-status').dataset.health).toBe('live')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
