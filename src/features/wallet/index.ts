export type { RecentTransactionsSlot } from './components/AccountView.tsx'
export { ConnectWalletButton } from './components/ConnectWalletButton.tsx'
export { NetworkSelector } from './components/NetworkSelector.tsx'
export { RuntimeGate } from './components/RuntimeGate.tsx'
export { WalletButton, type WalletButtonProps } from './components/WalletButton.tsx'
export {
  type ConnectionState,
  type ConnectionStatus,
  connectionStore,
  resetConnection,
  useChainId,
  useConnectedAccount,
  useConnection,
  useConnectionAddress,
  useWalletChainId,
} from './connectionStore.ts'
export { readFrameContext } from './frameContext.ts'
export { type AddressInput, useAddressInput } from './hooks/useAddressInput.ts'
export { useEnsName } from './hooks/useEnsName.ts'
export { useReadClient } from './hooks/useReadClient.ts'
export { useRuntimeQuery } from './hooks/useRuntimeQuery.ts'
export { useWalletReadsOn } from './hooks/useWalletReadsOn.ts'
export { readClientOf } from './lazyReadClient.ts'
export { type FrameContext, type FrameVerdict, frameVerdict } from './model/activation.ts'
export { BLOCKED_ADDRESSES, isBlockedAddress } from './model/blockedAddresses.ts'
export {
  installWalletRuntime,
  loadWalletRuntime,
  type RuntimeQueryOptions,
  type RuntimeQueryResult,
  useLoadedWalletRuntime,
  useWalletRuntime,
  type WalletRuntime,
  walletRuntime,
} from './runtime.ts'
export { NETWORK_OPTIONS_MODAL, useWalletState, WALLET_MODAL, type WalletState } from './store.ts'
// Unit tests only (nothing else imports it, so no build includes it).
export { testWalletRuntime } from './test/testWalletRuntime.ts'
