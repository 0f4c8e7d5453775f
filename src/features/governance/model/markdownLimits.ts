// What a proposal description may be for the markdown parser: an untrusted author can nest blockquotes, lists or
// emphasis thousands deep in a few kilobytes, and the parser and the tree it builds recurse once per level (3 KB
// of `>` overflowed the stack; 32,000 levels took 91 s; 63,000 never finished). A description over these limits is
// shown as plain text instead: every word still readable, nothing parsed.
import { DESCRIPTION_MAX_LENGTH } from './proposalText.ts'

/** Containers (blockquote markers, list items, indentation steps) one line may open. */
export const MARKDOWN_MAX_DEPTH = 16
/** The longest run of emphasis marks (each pair of `*` or `_` may open one more level). */
export const MARKDOWN_MAX_EMPHASIS_RUN = 32
/** Unclosed brackets at once (link text inside link text). */
export const MARKDOWN_MAX_BRACKETS = 32

const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/

/** How many containers the start of `line` opens: `>` markers, list markers and two-space indentation steps. */
function lineDepth(line: string): number {
  let depth = 0
  let spaces = 0
  let at = 0
  while (at < line.length) {
    const char = line[at]
    if (char === ' ') {
      spaces++
      at++
    } else if (char === '\t') {
      spaces += 4
      at++
    } else if (char === '>') {
      depth++
      at++
    } else {
      const marker = LIST_MARKER.exec(line.slice(at, at + 12))
      if (!marker) break
      depth++
      at += marker[0].length
    }
    if (depth + Math.floor(spaces / 2) > MARKDOWN_MAX_DEPTH) break
  }
  return depth + Math.floor(spaces / 2)
}

/** Whether `text` may go to the markdown parser; else it is shown as plain text. Linear in the text's length. */
export function markdownRenderable(text: string): boolean {
  if (text.length > DESCRIPTION_MAX_LENGTH) return false
  let brackets = 0
  let run = 0
  let lineStart = 0
  for (let at = 0; at <= text.length; at++) {
    const char = at < text.length ? text[at] : '\n'
    if (char === '\n') {
      if (lineDepth(text.slice(lineStart, at)) > MARKDOWN_MAX_DEPTH) return false
      lineStart = at + 1
    }
    if (char === '*' || char === '_') {
      run++
      if (run > MARKDOWN_MAX_EMPHASIS_RUN) return false
    } else run = 0
    if (char === '[') {
      brackets++
      if (brackets > MARKDOWN_MAX_BRACKETS) return false
    } else if (char === ']' && brackets > 0) brackets--
  }
  return true
}
