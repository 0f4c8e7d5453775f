import { describe, expect, it } from 'vitest'
import { crashIssueUrl } from './crashReport.ts'

describe('crash issue link', () => {
  const url = crashIssueUrl({
    url: 'http://127.0.0.1/#/swap?x=1',
    error: {
      name: 'TypeError',
      message: 'x is undefined',
      stack: 'TypeError: x is undefined\n    at f (a.js:1:2)',
    },
    state: { name: 'application', value: { chainId: 1 } },
    device: { userAgent: 'UA' },
  })
  const parsed = new URL(url)

  it('opens a new bug issue on the tracker', () => {
    expect(`${parsed.origin}${parsed.pathname}`).toBe(
      'https://github.com/Uniswap/uniswap-interface/issues/new',
    )
    expect(parsed.searchParams.get('labels')).toBe('bug')
    expect(parsed.searchParams.get('assignees')).toBe('')
  })
  it('titles it after the error', () => {
    expect(parsed.searchParams.get('title')).toBe('Crash report: `TypeError: x is undefined`')
  })
  it('prefills URL, state, error, stack and device data', () => {
    const body = parsed.searchParams.get('body') ?? ''
    expect(body).toContain('## URL\n\nhttp://127.0.0.1/#/swap?x=1')
    expect(body).toContain('## `application` state')
    expect(body).toContain('"chainId": 1')
    expect(body).toContain('## Error\n\n```\nTypeError: x is undefined\n```')
    expect(body).toContain('at f (a.js:1:2)')
    expect(body).toContain('"userAgent": "UA"')
  })
  it('leaves out an empty message', () => {
    const bare = new URL(crashIssueUrl({ url: 'u', error: { name: 'Error', message: '' }, device: {} }))
    expect(bare.searchParams.get('title')).toBe('Crash report: `Error`')
  })
})
