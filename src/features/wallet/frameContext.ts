import type { FrameContext } from './model/activation.ts'

/** Where this page runs, read defensively: whatever cannot be read counts as a frame of an unknown parent. */
export function readFrameContext(): FrameContext {
  let framed = true
  try {
    framed = window.top !== window.self
  } catch {
    // a browser that will not say: framed
  }
  let ancestorOrigins: string[] | null = null
  try {
    // Missing in Firefox at the time of writing, whatever the DOM types say.
    const list: DOMStringList | undefined = window.location.ancestorOrigins
    if (list) ancestorOrigins = Array.from(list)
  } catch {
    // unknown: the referrer decides
  }
  let referrer = ''
  try {
    referrer = document.referrer
  } catch {
    // unknown parent
  }
  return { framed, ancestorOrigins, referrer }
}
