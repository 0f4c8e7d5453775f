import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { registerServiceWorker } from './app/registerServiceWorker.ts'
import { frameVerdict, readFrameContext } from './features/wallet/index.ts'
import { activateLocale, DEFAULT_LOCALE, detectLocale } from './i18n/index.ts'
import './ui/theme.css'

// Clickjacking: inside another site's frame (the Safe app's excepted) the app never renders, it only offers to
// open itself in its own tab. Decided before anything else starts.
const refusedFrame = frameVerdict(readFrameContext()) === 'refuse'

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
  if (refusedFrame) {
    // Loaded only here: the refusal screen costs the first load of a normal visit nothing.
    const { showOwnTabScreen } = await import('./app/showOwnTabScreen.ts')
    showOwnTabScreen(root, window.location.href)
    return
  }
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
if (!refusedFrame) registerServiceWorker()
