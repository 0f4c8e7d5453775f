import { addCatalogPart } from '../../i18n/index.ts'

/** The claim dialogs' own strings (src/features/claim/locales): loaded with the first of them. */
export function loadClaimCatalog(): Promise<void> {
  return addCatalogPart('claim', {
    english: () => import('./locales/en-US.po'),
    others: () => import('./catalogFiles.ts'),
  })
}
