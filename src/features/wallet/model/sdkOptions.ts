// The wallet options that need a connector SDK (loaded only when picked) or are plain links.

export type WalletSettings = {
  walletConnectProjectId: string | undefined
  fortmaticKey: string | undefined
  portisId: string | undefined
}

export type SdkWalletId = 'walletConnect' | 'coinbaseWallet' | 'fortmatic' | 'portis'

/** Why an option is shown but cannot be picked; views turn the kind into text. */
export type DisabledReason = { kind: 'missing-setting'; setting: string } | { kind: 'sdk-unavailable' }

export type SdkOption = { kind: 'sdk'; id: SdkWalletId; disabled: DisabledReason | null }
export type LinkOption = { kind: 'link'; id: 'installMetaMask' | 'openInCoinbaseWallet'; href: string }

export const METAMASK_INSTALL_URL = 'https://metamask.io/'
export const COINBASE_WALLET_LINK = 'https://go.cb-w.com/mtUDhEZPy1'

/**
 * Why Portis stays out: `@portis/web3` 4.1.0 does not install from the npm registry alone. Its dependency
 * web3-provider-engine 16 needs eth-sig-util 1.x, which takes ethereumjs-abi from a git repository, not from the
 * registry (the SDK's browser build is a self-contained bundle that would not even use it).
 */
export const PORTIS_UNAVAILABLE: DisabledReason = { kind: 'sdk-unavailable' }

/**
 * What the console says about a disabled option: the setting is for whoever deploys the build, so the UI only
 * says the wallet is not available.
 */
export function disabledReasonLog(name: string, reason: DisabledReason): string {
  return reason.kind === 'missing-setting'
    ? `${name} is disabled: ${reason.setting} is not set in this build.`
    : `${name} is disabled: this build does not include its SDK.`
}

const present = (value: string | undefined): boolean => value !== undefined && value.trim() !== ''

/**
 * WalletConnect always (disabled without a project id); Coinbase Wallet on desktop, 'Open in Coinbase Wallet' on
 * mobile browsers without their own wallet; Fortmatic and Portis only when their keys are set (Portis shown
 * disabled: its SDK is not part of this build, see PORTIS_UNAVAILABLE); the install link when there is no
 * injected wallet.
 */
export function sdkOptions(
  settings: WalletSettings,
  env: { mobile: boolean; hasInjectedWallet: boolean },
): (SdkOption | LinkOption)[] {
  const options: (SdkOption | LinkOption)[] = [
    {
      kind: 'sdk',
      id: 'walletConnect',
      disabled: present(settings.walletConnectProjectId)
        ? null
        : { kind: 'missing-setting', setting: 'VITE_WALLETCONNECT_PROJECT_ID' },
    },
  ]
  if (!env.mobile) options.push({ kind: 'sdk', id: 'coinbaseWallet', disabled: null })
  else if (!env.hasInjectedWallet)
    options.push({ kind: 'link', id: 'openInCoinbaseWallet', href: COINBASE_WALLET_LINK })
  if (present(settings.fortmaticKey)) options.push({ kind: 'sdk', id: 'fortmatic', disabled: null })
  if (present(settings.portisId)) options.push({ kind: 'sdk', id: 'portis', disabled: PORTIS_UNAVAILABLE })
  if (!env.hasInjectedWallet && !env.mobile)
    options.push({ kind: 'link', id: 'installMetaMask', href: METAMASK_INSTALL_URL })
  return options
}
