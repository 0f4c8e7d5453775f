export { ConnectWalletButton } from './components/ConnectWalletButton.tsx'
export { NetworkSelector } from './components/NetworkSelector.tsx'
export { WalletButton, type WalletButtonProps } from './components/WalletButton.tsx'
export { deferredPublicClient } from './deferredPublicClient.ts'
export { useBlockWatcher } from './hooks/useBlockWatcher.ts'
export { useEnsName } from './hooks/useEnsName.ts'
export { useWalletAutoConnect } from './hooks/useWalletAutoConnect.ts'
export { BLOCKED_ADDRESSES, isBlockedAddress } from './model/blockedAddresses.ts'
export {
  type ApplicationState,
  DEFAULT_POPUP_REMOVE_AFTER_MS,
  L2_POPUP_REMOVE_AFTER_MS,
  MODAL_KINDS,
  type ModalKind,
  type Popup,
  type PopupContent,
  useApplicationStore,
  useModal,
  useWalletModal,
} from './store.ts'
export { wagmiConfig } from './wagmiConfig.ts'
