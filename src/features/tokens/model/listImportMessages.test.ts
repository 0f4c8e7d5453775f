import { describe, expect, it } from 'vitest'
import { isImportableUrl, parseListImportReply, parseListImportRequest } from './listImportMessages.ts'

describe('list-import messages', () => {
  it('the import page loads https URLs with a host and no credentials, nothing else', () => {
    expect(isImportableUrl('https://lists.example/a.json')).toBe(true)
    for (const url of [
      'http://lists.example/a.json',
      'https://user:pw@lists.example/a.json',
      'https://user@lists.example/a.json',
      'javascript:alert(1)',
      'data:application/json,{}',
      'ipfs://QmHash',
      'file:///etc/passwd',
      'https://',
      '',
    ])
      expect(isImportableUrl(url), url).toBe(false)
  })

  it('a request is exactly a positive id and a URL string', () => {
    expect(
      parseListImportRequest({ type: 'dex:list-import:request', id: 3, url: 'https://a.example/' }),
    ).toEqual({
      type: 'dex:list-import:request',
      id: 3,
      url: 'https://a.example/',
    })
    for (const data of [
      null,
      'dex:list-import:request',
      [],
      { type: 'dex:list-import:request', id: 0, url: 'https://a.example/' },
      { type: 'dex:list-import:request', id: 1.5, url: 'https://a.example/' },
      { type: 'dex:list-import:request', id: '1', url: 'https://a.example/' },
      { type: 'dex:list-import:request', id: 1, url: { href: 'https://a.example/' } },
      { type: 'dex:list-import:reply', id: 1, url: 'https://a.example/' },
    ])
      expect(parseListImportRequest(data)).toBeNull()
  })

  it('a reply is ready, a body or a reason, and nothing it carries besides is kept', () => {
    expect(parseListImportReply({ type: 'dex:list-import:ready', extra: 1 })).toEqual({
      type: 'dex:list-import:ready',
    })
    expect(
      parseListImportReply({ type: 'dex:list-import:reply', id: 2, ok: true, body: '{}', evil: '<script>' }),
    ).toEqual({ type: 'dex:list-import:reply', id: 2, ok: true, body: '{}' })
    expect(
      parseListImportReply({ type: 'dex:list-import:reply', id: 2, ok: false, reason: 'HTTP 500' }),
    ).toEqual({
      type: 'dex:list-import:reply',
      id: 2,
      ok: false,
      reason: 'HTTP 500',
    })
    for (const data of [
      { type: 'dex:list-import:reply', id: 2, ok: true, body: { tokens: [] } },
      { type: 'dex:list-import:reply', id: 2, ok: 'true', body: '{}' },
      { type: 'dex:list-import:reply', id: 2, ok: false },
      { type: 'dex:list-import:reply', ok: true, body: '{}' },
      { type: 'dex:list-import:request', id: 2, url: 'https://a.example/' },
    ])
      expect(parseListImportReply(data)).toBeNull()
  })
})
