import type { WalletSettings } from './model/sdkOptions.ts'

/** Public build settings for the SDK wallets; an unset value disables that wallet with the reason shown. */
export const walletSettings: WalletSettings = {
  walletConnectProjectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
  fortmaticKey: import.meta.env.VITE_FORTMATIC_KEY,
  portisId: import.meta.env.VITE_PORTIS_ID,
}
