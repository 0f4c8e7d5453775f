// The tokens feature's public API. The selector, the lists and the bundled lists load lazily: importing
// the button and the lazy wrappers keeps them out of the first load.

export {
  type AmountInput,
  CurrencyInputPanel,
  type CurrencyInputPanelProps,
  type PanelOptions,
  type PanelSelection,
} from './components/CurrencyInputPanel.tsx'
export { CurrencyLogo } from './components/CurrencyLogo.tsx'
export { CurrencySelectButton, type CurrencySelectButtonProps } from './components/CurrencySelectButton.tsx'
export { TokenGuards } from './components/TokenGuards.tsx'
export type { TokenGuardsProps } from './components/TokenGuardsView.tsx'
export { TokenSelector } from './components/TokenSelector.tsx'
export type { TokenSelectorModalProps as TokenSelectorProps } from './components/TokenSelectorModal.tsx'
export { UnsupportedAssetFooter } from './components/UnsupportedAssetFooter.tsx'
export type {
  UnsupportedAsset,
  UnsupportedAssetFooterProps,
} from './components/UnsupportedAssetFooterView.tsx'
export { TokenListsUpdater } from './hooks/TokenListsUpdater.tsx'
export { useCurrencyBalance } from './hooks/useCurrencyBalance.ts'
export { useCurrencyResolver } from './hooks/useCurrencyResolver.ts'
export { type KnownCurrencies, useKnownCurrencies } from './hooks/useKnownCurrencies.ts'
export { type TokenLookup, useTokenMetadata } from './hooks/useTokenMetadata.ts'
export {
  useActiveListsSettled,
  useActiveTokens,
  useUnsupportedTokens,
  useUserTokens,
} from './hooks/useTokens.ts'
export {
  type Currency,
  currencyEquals,
  currencyId,
  type NativeCurrency,
  nativeCurrency,
  type TokenCurrency,
} from './model/currency.ts'
// The lists store's persisted shape, for the persistence property tests.
export { listDefaults } from './model/defaultLists.ts'
export type { ListsState } from './model/lists.ts'
export { tokenLogoUrls } from './model/tokenLogo.ts'
export type { ListToken } from './model/tokenMaps.ts'
export { listsCodec } from './store/listsCodec.ts'
export { userTokens } from './store/userTokens.ts'
