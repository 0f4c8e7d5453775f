// Title and description of a proposal from its ProposalCreated description (spec 2 §3; facts §15).
import { cleanText } from '../../../lib/untrustedText.ts'

/** A title longer than this is cut: it is a heading, not the proposal. */
export const TITLE_MAX_LENGTH = 200
/**
 * The description is rendered as markdown; past this many characters it is cut, so a 1 MB description cannot
 * freeze the page (real proposals are a few kilobytes).
 */
export const DESCRIPTION_MAX_LENGTH = 64_000

/**
 * Start block of Governor Bravo's first mainnet proposal, whose description stores ‘ (U+2018) and … (U+2026)
 * with their three UTF-8 bytes in reverse order (facts §15).
 */
export const REVERSED_BYTES_START_BLOCK = 13_059_344

const REVERSED_CHARACTERS: readonly (readonly number[])[] = [
  [0x98, 0x80, 0xe2],
  [0xa6, 0x80, 0xe2],
]

/**
 * The description's text from its bytes. For the proposal that stored two characters with reversed bytes, each
 * such triple found where a character should start is put back in order; any other invalid byte shows as U+FFFD.
 */
export function descriptionFromBytes(bytes: Uint8Array, startBlock: number): string {
  if (startBlock !== REVERSED_BYTES_START_BLOCK) return new TextDecoder().decode(bytes)
  const repaired: number[] = []
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i] as number
    const reversed =
      lead >= 0x80 && lead < 0xc0
        ? REVERSED_CHARACTERS.find((triple) => triple.every((byte, k) => bytes[i + k] === byte))
        : undefined
    if (reversed) {
      repaired.push(...[...reversed].reverse())
      i += 3
      continue
    }
    // A character's length from its first byte (a stray continuation byte counts as one).
    const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1
    for (let k = 0; k < length && i < bytes.length; k++, i++) repaired.push(bytes[i] as number)
  }
  return new TextDecoder().decode(Uint8Array.from(repaired))
}

/** Start blocks of mainnet proposals whose text lost its newlines on chain (facts §15). */
const NEWLINES_LOST_START_BLOCKS = new Set([13_059_344, 13_551_293])

/**
 * The title: the second piece of the description split at every heading mark and every newline (so
 * '# Title\n…' gives 'Title'), cleaned of invisible characters; null when there is none ('Untitled').
 */
export function proposalTitleOf(description: string | undefined): string | null {
  if (!description) return null
  const piece = description.split(/#+\s|\n/)[1]
  const title = cleanText(piece, TITLE_MAX_LENGTH)
  return title === '' ? null : title
}

/** Double spaces back to line breaks and a line break before each numbered item. */
export function restoreNewlines(text: string): string {
  return text.replace(/ {2}/g, '\n').replace(/(?<!\n)(\d+\. )/g, '\n$1')
}

/** The description as shown (markdown, untrusted); null when there is none ('No description.'). */
export function proposalDescriptionOf(description: string | undefined, startBlock?: number): string | null {
  if (!description || description.trim() === '') return null
  const text =
    startBlock !== undefined && NEWLINES_LOST_START_BLOCKS.has(startBlock)
      ? restoreNewlines(description)
      : description
  return text.length > DESCRIPTION_MAX_LENGTH ? `${text.slice(0, DESCRIPTION_MAX_LENGTH)}…` : text
}
