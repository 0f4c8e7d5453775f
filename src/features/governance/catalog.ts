import { addCatalogPart } from '../../i18n/index.ts'

/** The governance screens' own strings (src/features/governance/locales): loaded with its first screen. */
export function loadGovernanceCatalog(): Promise<void> {
  return addCatalogPart('governance', {
    english: () => import('./locales/en-US.po'),
    others: () => import('./catalogFiles.ts'),
  })
}
