// The list-import page's entry (list-import.html): no React, no wallet, only the download service.
import { startListImportPage } from './features/tokens/api/listImportPage.ts'

startListImportPage()
