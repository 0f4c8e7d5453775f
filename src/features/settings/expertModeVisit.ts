// Expert mode switched on by a link (`?ape`, spec 1 §1) lasts for this visit only: it is never written to the
// user's stored settings, so a link cannot leave a user in expert mode. Turning expert mode off ends it too.
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

const visit = createStore<{ on: boolean }>(() => ({ on: false }))

/** `?ape` in the URL: expert mode for this visit. */
export function turnOnExpertModeForVisit(): void {
  visit.setState({ on: true })
}

export function turnOffExpertModeForVisit(): void {
  visit.setState({ on: false })
}

/** Whether a link switched expert mode on for this visit. */
export function useExpertModeFromLink(): boolean {
  return useStore(visit, (s) => s.on)
}
