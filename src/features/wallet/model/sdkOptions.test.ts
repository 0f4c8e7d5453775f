import { describe, expect, it } from 'vitest'
import { disabledReasonLog, PORTIS_UNAVAILABLE, sdkOptions, type WalletSettings } from './sdkOptions.ts'

const none: WalletSettings = {
  walletConnectProjectId: undefined,
  fortmaticKey: undefined,
  portisId: undefined,
}
const desktop = { mobile: false, hasInjectedWallet: true }

describe('wallet options with SDKs', () => {
  it('shows WalletConnect disabled, with the missing setting, when no project id is set', () => {
    const [wc] = sdkOptions(none, desktop)
    expect(wc).toEqual({
      kind: 'sdk',
      id: 'walletConnect',
      disabled: { kind: 'missing-setting', setting: 'VITE_WALLETCONNECT_PROJECT_ID' },
    })
    expect(sdkOptions({ ...none, walletConnectProjectId: '  ' }, desktop)[0]).toEqual(wc)
  })
  it('enables WalletConnect with a project id', () => {
    expect(sdkOptions({ ...none, walletConnectProjectId: 'abc' }, desktop)[0]).toEqual({
      kind: 'sdk',
      id: 'walletConnect',
      disabled: null,
    })
  })
  it('offers Coinbase Wallet on desktop and the Coinbase Wallet link on mobile', () => {
    expect(sdkOptions(none, desktop).map((o) => o.id)).toEqual(['walletConnect', 'coinbaseWallet'])
    expect(sdkOptions(none, { mobile: true, hasInjectedWallet: false }).map((o) => o.id)).toEqual([
      'walletConnect',
      'openInCoinbaseWallet',
    ])
    expect(sdkOptions(none, { mobile: true, hasInjectedWallet: true }).map((o) => o.id)).toEqual([
      'walletConnect',
    ])
  })
  it('lists Fortmatic and Portis only when their keys are set', () => {
    const ids = sdkOptions({ ...none, fortmaticKey: 'pk', portisId: 'id' }, desktop).map((o) => o.id)
    expect(ids).toEqual(['walletConnect', 'coinbaseWallet', 'fortmatic', 'portis'])
    for (const settings of [none, { ...none, fortmaticKey: ' ', portisId: '' }]) {
      expect(sdkOptions(settings, desktop).map((o) => o.id)).toEqual(['walletConnect', 'coinbaseWallet'])
    }
  })
  it('enables Fortmatic with its key, on desktop and mobile alike', () => {
    for (const env of [desktop, { mobile: true, hasInjectedWallet: false }]) {
      const options = sdkOptions({ ...none, fortmaticKey: 'pk_live' }, env)
      expect(options.find((o) => o.id === 'fortmatic')).toEqual({
        kind: 'sdk',
        id: 'fortmatic',
        disabled: null,
      })
      expect(options.some((o) => o.id === 'portis')).toBe(false)
    }
  })
  it('shows Portis disabled, with the reason, when its id is set', () => {
    const options = sdkOptions({ ...none, portisId: 'dapp-id' }, desktop)
    expect(options.find((o) => o.id === 'portis')).toEqual({
      kind: 'sdk',
      id: 'portis',
      disabled: PORTIS_UNAVAILABLE,
    })
    expect(PORTIS_UNAVAILABLE).toEqual({ kind: 'sdk-unavailable' })
    expect(options.some((o) => o.id === 'fortmatic')).toBe(false)
  })
  it('adds the install link on desktop without an injected wallet', () => {
    const options = sdkOptions(none, { mobile: false, hasInjectedWallet: false })
    expect(options.at(-1)).toEqual({ kind: 'link', id: 'installMetaMask', href: 'https://metamask.io/' })
  })
})

describe('why an option is disabled, for the console', () => {
  it('names the missing setting, or the missing SDK', () => {
    expect(
      disabledReasonLog('WalletConnect', {
        kind: 'missing-setting',
        setting: 'VITE_WALLETCONNECT_PROJECT_ID',
      }),
    ).toBe('WalletConnect is disabled: VITE_WALLETCONNECT_PROJECT_ID is not set in this build.')
    expect(disabledReasonLog('Portis', PORTIS_UNAVAILABLE)).toBe(
      'Portis is disabled: this build does not include its SDK.',
    )
  })
})
