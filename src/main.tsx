import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createAppHistory } from './app/App.tsx'
import { registerServiceWorker } from './app/registerServiceWorker.ts'
import { useUserSettings } from './features/settings/index.ts'
import { frameVerdict, readFrameContext } from './features/wallet/index.ts'
import { activateLocale, DEFAULT_LOCALE, detectLocale, i18n, lngFromUrl } from './i18n/index.ts'
import { nextTask } from './ui/index.ts'
import './ui/theme.css'

// Clickjacking: inside another site's frame (the Safe app's excepted) the app never renders, it only offers to
// open itself in its own tab. Decided before anything else starts.
const refusedFrame = frameVerdict(readFrameContext()) === 'refuse'

/** The `lng` of the URL now, the language picked in the menu, the browser's: the locale to show. */
function currentLocale() {
  return detectLocale({
    search: window.location.search,
    hash: window.location.hash,
    languages: navigator.languages,
    userLocale: useUserSettings.getState().userLocale,
    allowPseudo: import.meta.env.MODE !== 'production',
  })
}

async function start() {
  const locale = currentLocale()
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
  // The history (with its first redirect) and the first render start in tasks of their own, not in the one that
  // activated the catalogue: no step of the start is one long task.
  await nextTask()
  const history = createAppHistory()
  await nextTask()
  // A transition: React renders the app in slices, yielding to the browser between them, so the first render
  // is no single long task (the static shell stays painted until the app commits in its place).
  const app = createRoot(root)
  startTransition(() => {
    app.render(
      <StrictMode>
        <App history={history} />
      </StrictMode>,
    )
  })
}

void start()
// A link to `?lng=…` inside the app (the language banner's) changes only the hash: switch to its language then.
let lastLng = lngFromUrl(window.location.search, window.location.hash)
window.addEventListener('hashchange', () => {
  const lng = lngFromUrl(window.location.search, window.location.hash)
  const changed = lng !== lastLng
  lastLng = lng
  // Only a new `lng` switches: leaving it out of a later link keeps this visit's language.
  if (!changed || lng === null) return
  const locale = currentLocale()
  if (locale !== i18n.locale)
    activateLocale(locale).catch((error: unknown) =>
      console.error(`Could not load the ${locale} catalogue`, error),
    )
})
if (!refusedFrame) registerServiceWorker()
