import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { AppError, isUserRejection, toAppError, UserRejectedError } from './errors.ts'

describe('wallet errors', () => {
  it('turns a wallet rejection (code 4001) into UserRejectedError', () => {
    const rejected = toAppError({ code: 4001, message: 'User denied transaction signature.' })
    expect(rejected).toBeInstanceOf(UserRejectedError)
    expect(rejected.message).toBe('Transaction rejected.')
  })

  it('finds code 4001 nested in the cause chain (as viem wraps it)', () => {
    const walletError = Object.assign(new Error('denied'), { code: 4001 })
    const wrapped = new Error('Failed to send', { cause: new UserRejectedRequestError(walletError) })
    expect(isUserRejection(wrapped)).toBe(true)
    expect(toAppError(wrapped)).toBeInstanceOf(UserRejectedError)
    expect(toAppError(wrapped).cause).toBe(wrapped)
  })

  it('keeps any other failure as an AppError with a short message and its cause', () => {
    const failure = Object.assign(new Error('long text\nwith details'), {
      shortMessage: 'Out of gas.',
      code: -32000,
    })
    const error = toAppError(failure)
    expect(error).toBeInstanceOf(AppError)
    expect(error).not.toBeInstanceOf(UserRejectedError)
    expect(error.message).toBe('Out of gas.')
    expect(error.cause).toBe(failure)
  })

  it('survives a cause cycle', () => {
    const a: { code: number; cause?: unknown } = { code: 1 }
    a.cause = { code: 2, cause: a }
    expect(isUserRejection(a)).toBe(false)
  })
})
