import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { registerServiceWorker } from './app/registerServiceWorker.ts'
import { activateLocale, DEFAULT_LOCALE, detectLocale } from './i18n/index.ts'
import './ui/theme.css'

async function start() {
  const locale = detectLocale({
    search: window.location.search,
    hash: window.location.hash,
    languages: navigator.languages,
  })
  try {
    await activateLocale(locale)
  } catch (error) {
    console.error(`Could not load the ${locale} catalogue`, error)
    if (locale !== DEFAULT_LOCALE) await activateLocale(DEFAULT_LOCALE)
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
registerServiceWorker()
