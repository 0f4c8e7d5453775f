// A token list as the app stores it, for tests that plant stored lists before the app loads: one token (MKR's
// address, named 'Seeded Maker'), fetched from a made-up URL that the tests never serve.
import { tokenAddress } from './swap.ts'

export const SEEDED_LIST_URL = 'https://lists.example/seeded.tokenlist.json'
export const SEEDED_TOKEN_NAME = 'Seeded Maker'

/** The stored entry of the seeded list (`dex:lists` → byUrl). */
export function seededListEntry() {
  return {
    current: {
      name: 'Seeded list',
      timestamp: '2024-01-01T00:00:00.000Z',
      version: { major: 1, minor: 0, patch: 0 },
      tokens: [
        {
          chainId: 31337,
          address: tokenAddress('MKR'),
          symbol: 'SMKR',
          name: SEEDED_TOKEN_NAME,
          decimals: 18,
        },
      ],
    },
    pendingUpdate: null,
    loadingRequestId: null,
    error: null,
  }
}
