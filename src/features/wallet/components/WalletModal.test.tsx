// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { defineChain, http } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Config, type Connector, createConfig } from 'wagmi'
import { useModalStore } from '../../../ui/index.ts'
import { type ConnectionState, connectionStore, resetConnection } from '../connectionStore.ts'
import { walletRuntimeOf } from '../runtime/walletRuntime.ts'
import { installWalletRuntime } from '../runtime.ts'
import { useWalletState } from '../store.ts'
import { testWalletRuntime } from '../test/testWalletRuntime.ts'
import { WalletModal } from './WalletModal.tsx'

// The build settings, changed per test: which SDK wallets have a key.
const settings = vi.hoisted(() => ({
  walletConnectProjectId: undefined as string | undefined,
  fortmaticKey: undefined as string | undefined,
  portisId: undefined as string | undefined,
}))
vi.mock('../settings.ts', () => ({ walletSettings: settings }))

// The Fortmatic SDK (its overlay comes from fortmatic.com, out of reach of tests): loaded only when picked.
const sdk = vi.hoisted(() => ({ loads: 0, opened: [] as (string | undefined)[] }))
vi.mock('fortmatic', () => {
  sdk.loads += 1
  class FakeFortmatic {
    readonly user = { logout: async () => undefined }
    constructor(_apiKey: string, network?: string) {
      sdk.opened.push(network)
    }
    getProvider() {
      return {
        overlay: { overlayReady: true },
        request: async () => ['0x00000000000000000000000000000000000000aa'],
      }
    }
  }
  return { default: FakeFortmatic }
})

const chain = (id: number, name: string) =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:1/${id}`] } },
  })

/** A wagmi config whose current chain (the first one) is `chainId`. */
function configOn(chainId: 4 | 5): Config {
  const goerli = chain(5, 'Görli')
  const rinkeby = chain(4, 'Rinkeby')
  return createConfig({
    chains: chainId === 5 ? [goerli, rinkeby] : [rinkeby, goerli],
    connectors: [],
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { 4: http(), 5: http() },
  })
}

/** The modal as the shell mounts it: closing it unmounts it. */
function Shell({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true)
  return open ? (
    <WalletModal
      onClose={() => {
        onClose()
        setOpen(false)
      }}
    />
  ) : null
}

function renderModal(config: Config) {
  const onClose = vi.fn()
  // The app's runtime on the test's config: the modal reads the connection and the config's chain from it.
  installWalletRuntime(walletRuntimeOf(config, new QueryClient()))
  render(
    <I18nProvider i18n={i18n}>
      <Shell onClose={onClose} />
    </I18nProvider>,
  )
  return { onClose }
}

const option = (name: RegExp) => screen.queryByRole('button', { name, hidden: true })

// Every console.info of the file, from before the first render: the options explain themselves once per page.
const infos: unknown[][] = []
beforeAll(() => {
  vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => {
    infos.push(args)
  })
  return i18n.loadAndActivate({ locale: 'en-US', messages: {} })
})
beforeEach(() => {
  settings.fortmaticKey = undefined
  settings.portisId = undefined
  useWalletState.setState({ walletError: false })
  useModalStore.setState({ openModal: 'wallet' })
})
afterEach(() => {
  cleanup()
  installWalletRuntime(undefined)
  resetConnection()
})

describe('the wallet runtime', () => {
  it('copies only changes into the connection store: no screen renders again for nothing', async () => {
    // The app before the runtime: nothing connected, on the chain wagmi starts on.
    connectionStore.setState({ configChainId: 4 })
    const seen: ConnectionState[] = []
    const stop = connectionStore.subscribe((state) => seen.push(state))
    const config = configOn(4)
    installWalletRuntime(walletRuntimeOf(config, new QueryClient()))
    // wagmi's reconnect (nothing to reconnect here) says 'connecting', then 'disconnected' again.
    await waitFor(() => expect(seen.map((state) => state.status)).toEqual(['connecting', 'disconnected']))
    stop()
  })
})

describe('wallet modal: a wallet that reconnects while it is open', () => {
  it('shows the account once the wallet authorized earlier has reconnected', async () => {
    // The store alone, no wagmi config behind it: the test plays the reconnect.
    installWalletRuntime(testWalletRuntime())
    render(
      <I18nProvider i18n={i18n}>
        <Shell onClose={vi.fn()} />
      </I18nProvider>,
    )
    expect(screen.getByRole('dialog', { name: 'Connect to a wallet', hidden: true })).toBeTruthy()
    const connector = { id: 'injected', name: 'Injected', uid: 'reconnected' } as Connector
    act(() =>
      connectionStore.setState({
        status: 'connected',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 4,
        connector,
      }),
    )
    expect(await screen.findByRole('dialog', { name: 'Account', hidden: true })).toBeTruthy()
    expect(screen.getByTestId('wallet-account').getAttribute('title')).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
  })
})

describe('wallet modal: a wallet this build cannot offer', () => {
  it('says so in plain words; the missing setting goes to the console, once', () => {
    renderModal(configOn(4))
    const walletConnect = option(/WalletConnect/)
    expect(walletConnect?.textContent).toContain('WalletConnect is not available here')
    expect(walletConnect?.textContent).not.toContain('VITE_')
    expect(walletConnect?.hasAttribute('disabled')).toBe(true)
    cleanup()
    renderModal(configOn(4))
    const said = infos.filter(([message]) => String(message).startsWith('WalletConnect is disabled'))
    expect(said).toEqual([
      ['WalletConnect is disabled: VITE_WALLETCONNECT_PROJECT_ID is not set in this build.'],
    ])
  })
})

describe('wallet modal: Fortmatic and Portis', () => {
  it('lists Fortmatic and Portis only when their keys are set; Portis disabled with the reason', () => {
    renderModal(configOn(4))
    expect(option(/Fortmatic/)).toBeNull()
    expect(option(/Portis/)).toBeNull()
    cleanup()

    settings.fortmaticKey = 'pk_test'
    settings.portisId = 'dapp-id'
    renderModal(configOn(4))
    const fortmatic = option(/Fortmatic/)
    expect(fortmatic?.textContent).toContain('Login using Fortmatic hosted wallet')
    expect(fortmatic?.hasAttribute('disabled')).toBe(false)
    const portis = option(/Portis/)
    expect(portis?.textContent).toContain('Portis is not available here')
    expect(portis?.textContent).not.toContain('SDK')
    expect(portis?.hasAttribute('disabled')).toBe(true)
    expect(sdk.loads).toBe(0)
  })

  it("shows 'Unsupported network ID: 5' in the pending view on Goerli, without loading the SDK", async () => {
    settings.fortmaticKey = 'pk_test'
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const config = configOn(5)
    const { onClose } = renderModal(config)
    const fortmatic = option(/Fortmatic/)
    if (!fortmatic) throw new Error('no Fortmatic option')
    fireEvent.click(fortmatic)
    const pending = await screen.findByTestId('wallet-pending')
    await waitFor(() => expect(pending.textContent).toContain('Unsupported network ID: 5'))
    expect(pending.textContent).toContain('Error connecting')
    expect(screen.getByRole('button', { name: 'Try Again', hidden: true })).toBeTruthy()
    expect(sdk.loads).toBe(0)
    expect(onClose).not.toHaveBeenCalled()
    expect(config.state.status).toBe('disconnected')
    expect(logged).toHaveBeenCalledWith('Wallet activation failed', expect.objectContaining({ chainId: 5 }))
    logged.mockRestore()
  })

  it('loads the SDK on Rinkeby, closes the modal once the overlay is ready, and connects', async () => {
    settings.fortmaticKey = 'pk_test'
    const config = configOn(4)
    const { onClose } = renderModal(config)
    const fortmatic = option(/Fortmatic/)
    if (!fortmatic) throw new Error('no Fortmatic option')
    fireEvent.click(fortmatic)
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
    await waitFor(() => expect(config.state.status).toBe('connected'))
    expect(sdk.loads).toBe(1)
    expect(sdk.opened).toEqual(['rinkeby'])
    expect(config.state.chainId).toBe(4)
    // The app reads the connection from its own store, which the runtime keeps in step with wagmi's.
    expect(connectionStore.getState()).toMatchObject({ status: 'connected', chainId: 4, configChainId: 4 })
    expect(connectionStore.getState().address?.toLowerCase()).toBe(
      '0x00000000000000000000000000000000000000aa',
    )
    expect(useWalletState.getState().walletError).toBe(false)
  })
})
