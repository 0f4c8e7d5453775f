// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { act } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setWalletReads } from '../chain/walletReads.ts'
import { useChainStatus } from '../features/chain-data/index.ts'
import {
  connectionStore,
  NETWORK_OPTIONS_MODAL,
  resetConnection,
  WALLET_MODAL,
} from '../features/wallet/index.ts'
import { useModalStore } from '../ui/index.ts'
import { Banners } from './Banners.tsx'

// Görli has no endpoint in this build; every other chain has one.
const { GOERLI_REASON } = vi.hoisted(() => ({
  GOERLI_REASON: 'No JSON-RPC endpoint is configured for chain 5: set VITE_RPC_URL_5 or VITE_INFURA_KEY.',
}))
vi.mock('../chain/chains.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../chain/chains.ts')>()),
  rpcEndpointOf: (chainId: number) =>
    chainId === 5
      ? { available: false, reason: GOERLI_REASON }
      : { available: true, url: 'https://node.example', source: 'configured' },
}))

const initialChain = useChainStatus.getState()
beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
  useChainStatus.setState(initialChain, true)
  useModalStore.setState({ openModal: null })
  resetConnection()
  setWalletReads(null)
  vi.restoreAllMocks()
})

function renderAt(path: string) {
  window.history.replaceState(null, '', path)
  return render(
    <I18nProvider i18n={i18n}>
      <Banners />
    </I18nProvider>,
  )
}

describe('the path gateway warning', () => {
  it('shows under a shared gateway path, /ipfs/ or /ipns/', () => {
    for (const path of [
      '/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/#/swap',
      '/ipns/dex.eth/',
    ]) {
      renderAt(path)
      expect(screen.getByRole('alert').textContent).toContain('shared IPFS gateway path')
      expect(screen.getByTestId('path-gateway-warning').textContent).toContain(
        "Use the app's own domain or an IPFS subdomain gateway.",
      )
      cleanup()
    }
  })

  it("is absent on the app's own origin", () => {
    renderAt('/#/swap')
    expect(screen.queryByTestId('path-gateway-warning')).toBeNull()
    renderAt('/app/ipfs/x/')
    expect(screen.queryByTestId('path-gateway-warning')).toBeNull()
  })
})

describe('a chain this build cannot reach', () => {
  /** A wallet connected on Görli, which the app then reads. */
  function connectedOnGoerli() {
    connectionStore.setState({
      status: 'connected',
      address: '0x00000000000000000000000000000000000000A1',
      chainId: 5,
      configChainId: 5,
    })
    useChainStatus.setState({ chainId: 5 })
  }

  it('says so in plain words, offers the network selector, and names the setting only in the console, once', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    connectedOnGoerli()
    renderAt('/#/swap')
    const notice = screen.getByTestId('chain-unavailable')
    expect(notice.textContent).toContain("Görli can't be reached from this app — switch network.")
    expect(notice.textContent).not.toContain('VITE_')
    fireEvent.click(screen.getByRole('button', { name: 'Switch network' }))
    expect(useModalStore.getState().openModal).toBe(NETWORK_OPTIONS_MODAL)
    cleanup()
    renderAt('/#/swap')
    expect(info.mock.calls).toEqual([[GOERLI_REASON]])
  })

  it('without a wallet, offers to connect one (the app follows the wallet’s chain)', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    useChainStatus.setState({ chainId: 5 })
    renderAt('/#/swap')
    expect(screen.getByTestId('chain-unavailable').textContent).toContain(
      "Görli can't be reached from this app — connect a wallet on another network.",
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }))
    expect(useModalStore.getState().openModal).toBe(WALLET_MODAL)
  })

  it('is absent while the connected wallet reads the chain for the app, and back when it no longer does', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    connectedOnGoerli()
    setWalletReads({ chainId: 5, provider: { request: () => Promise.resolve('0x5') } })
    renderAt('/#/swap')
    expect(screen.queryByTestId('chain-unavailable')).toBeNull()
    // The wallet moved to another chain: it reads that one, not Görli.
    act(() => setWalletReads({ chainId: 1, provider: { request: () => Promise.resolve('0x1') } }))
    expect(screen.getByTestId('chain-unavailable').textContent).toContain("Görli can't be reached")
  })

  it('is absent on a chain with an endpoint', () => {
    useChainStatus.setState({ chainId: 1 })
    renderAt('/#/swap')
    expect(screen.queryByTestId('chain-unavailable')).toBeNull()
  })
})
