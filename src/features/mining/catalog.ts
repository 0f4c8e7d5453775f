import { addCatalogPart } from '../../i18n/index.ts'

/** The liquidity mining screens' own strings (src/features/mining/locales): loaded with its first screen. */
export function loadMiningCatalog(): Promise<void> {
  return addCatalogPart('mining', {
    english: () => import('./locales/en-US.po'),
    others: () => import('./catalogFiles.ts'),
  })
}
