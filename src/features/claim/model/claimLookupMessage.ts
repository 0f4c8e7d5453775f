// Why an address has no claim data (spec 2 §8): logged for whoever debugs it, never shown; the dialogs only say
// that there is no available claim.

export type ClaimLookupFailure =
  | { kind: 'invalid-address' }
  | { kind: 'not-in-mapping'; account: string; searched: 'partial' | 'all' }
  | { kind: 'not-in-chunk'; account: string }
  /** A file could not be had: the host failed, or sent something too large or not of the files' shape. */
  | { kind: 'bad-file'; url: string; reason: 'http' | 'too-large' | 'malformed' }
  /** The proof does not lead to the distributor's root: a tampered or foreign file. */
  | { kind: 'bad-proof'; account: string }

/** The spec's texts where it has one. */
export function claimLookupMessage(failure: ClaimLookupFailure): string {
  switch (failure.kind) {
    case 'invalid-address':
      return 'Invalid address'
    case 'not-in-mapping':
      return failure.searched === 'partial'
        ? `Claim for ${failure.account} was not found in partial search`
        : `Claim for ${failure.account} was not found after searching all mappings`
    case 'not-in-chunk':
      return `Claim for ${failure.account} was not found in claim file!`
    case 'bad-file':
      return `Claim file ${failure.url} could not be read (${failure.reason})`
    case 'bad-proof':
      return `Claim for ${failure.account} does not match the distributor's Merkle root`
  }
}
