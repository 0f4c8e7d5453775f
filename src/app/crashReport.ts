// The crash screen's prefilled issue: where it goes and what it says.

/** This project's issue tracker (the upstream one). */
export const ISSUE_TRACKER_NEW_ISSUE_URL = 'https://github.com/Uniswap/uniswap-interface/issues/new'
export const CHAT_URL = 'https://discord.gg/FCfyBSbCU5'

export type CrashReportInput = {
  url: string
  error: { name: string; message: string; stack?: string | undefined }
  /** The relevant state slice (by route), if any. */
  state?: { name: string; value: unknown } | undefined
  device: Record<string, unknown>
}

function code(text: string, lang = ''): string {
  return `\`\`\`${lang}\n${text}\n\`\`\``
}

/** An issue link with the title `Crash report: \`Name: message\`` and a Markdown body of URL, state, error, stack, device. */
export function crashIssueUrl(input: CrashReportInput): string {
  const { error } = input
  const headline = error.message ? `${error.name}: ${error.message}` : error.name
  const sections = [`## URL\n\n${input.url}`]
  if (input.state)
    sections.push(
      `## \`${input.state.name}\` state\n\n${code(JSON.stringify(input.state.value, null, 2), 'json')}`,
    )
  sections.push(`## Error\n\n${code(headline)}`)
  if (error.stack) sections.push(`## Stacktrace\n\n${code(error.stack)}`)
  sections.push(`## Device data\n\n${code(JSON.stringify(input.device, null, 2), 'json')}`)
  const query = [
    'assignees=',
    'labels=bug',
    `body=${encodeURIComponent(sections.join('\n\n'))}`,
    `title=${encodeURIComponent(`Crash report: \`${headline}\``)}`,
  ]
  return `${ISSUE_TRACKER_NEW_ISSUE_URL}?${query.join('&')}`
}
