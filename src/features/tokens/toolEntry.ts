// The tokens feature's public entry for bench/ (which imports from src/ only through entries made for it).
export { CurrencyList, type CurrencyRow, LIST_HEIGHT_PX } from './components/CurrencyList.tsx'
export { nativeCurrency, type TokenCurrency } from './model/currency.ts'
export { orderSearchResults } from './model/searchResults.ts'
export { createTokenIndex } from './model/tokenSearch.ts'
