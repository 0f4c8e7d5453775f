import { describe, expect, it } from 'vitest'
import { type ConnectorLike, connectorOptions, safeIcon } from './connectorOptions.ts'

const injected: ConnectorLike = { id: 'injected', name: 'Injected', type: 'injected' }
const local: ConnectorLike = { id: 'localTestWallet', name: 'Local test wallet', type: 'injected' }
const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
const announced: ConnectorLike = { id: 'io.metamask', name: 'MetaMask', type: 'injected', icon: svg }

describe('connectorOptions', () => {
  it('offers announced wallets and hides the plain injected one', () => {
    const { options, showInstallLink } = connectorOptions([injected, announced], true)
    expect(options.map((o) => o.name)).toEqual(['MetaMask'])
    expect(options[0]?.icon).toBe(svg)
    expect(showInstallLink).toBe(false)
  })

  it('offers "Injected" when only window.ethereum exists', () => {
    const { options, showInstallLink } = connectorOptions([injected], true)
    expect(options.map((o) => o.id)).toEqual(['injected'])
    expect(showInstallLink).toBe(false)
  })

  it('offers an install link when there is no injected wallet', () => {
    const { options, showInstallLink } = connectorOptions([injected], false)
    expect(options).toEqual([])
    expect(showInstallLink).toBe(true)
  })

  it('puts the local test wallet last', () => {
    const { options } = connectorOptions([local, injected, announced], true)
    expect(options.map((o) => o.kind)).toEqual(['announced', 'local'])
  })

  it('keeps other connector kinds', () => {
    const wc: ConnectorLike = { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' }
    const { options, showInstallLink } = connectorOptions([wc, injected], false)
    expect(options.map((o) => o.id)).toEqual(['walletConnect'])
    expect(showInstallLink).toBe(true)
  })
})

describe('safeIcon', () => {
  it('accepts inline images only', () => {
    expect(safeIcon(svg)).toBe(svg)
    expect(safeIcon('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(safeIcon('https://example.com/icon.svg')).toBeUndefined()
    expect(safeIcon('javascript:alert(1)')).toBeUndefined()
    expect(safeIcon('data:text/html,<script>')).toBeUndefined()
    expect(safeIcon(undefined)).toBeUndefined()
  })
})
