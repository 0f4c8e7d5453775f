import { Trans } from '@lingui/react/macro'
import type { MigrationBlocker } from '../model/deriveMigration.ts'
import type { MigratePair } from '../model/migratePair.ts'

/** Why an address of the route cannot be migrated (issue #19 "Bad input"): nothing is sent for it. */
export function PairKindText({ kind }: { kind: Exclude<MigratePair['kind'], 'pair' | 'loading'> }) {
  switch (kind) {
    case 'not-a-contract':
      return <Trans>This address is not a contract: there is no pair to migrate.</Trans>
    case 'not-a-pair':
      return <Trans>This address is not a V2 pair: there is nothing to migrate.</Trans>
    case 'other-factory':
      return <Trans>This pair belongs to an exchange this app does not migrate from.</Trans>
  }
}

/** What the Migrate button says while the derivation has no migration to send. */
export function MigrationBlockerText({ blocker }: { blocker: MigrationBlocker }) {
  switch (blocker) {
    case 'loading':
      return <Trans>Loading…</Trans>
    case 'no-pair':
      return <Trans>No pair found at this address</Trans>
    case 'empty-pair':
      return <Trans>This pair has no reserves: there is nothing to migrate</Trans>
    case 'no-liquidity':
      return <Trans>You have no liquidity in this pair</Trans>
    case 'invalid-fee':
      return <Trans>Invalid fee tier</Trans>
    case 'invalid-price':
      return <Trans>The V2 price is beyond what a V3 pool can hold</Trans>
    case 'invalid-pool':
      return <Trans>The V3 pool answers an inconsistent state</Trans>
    case 'no-range':
      return <Trans>Select a price range</Trans>
    case 'invalid-range':
      return <Trans>Invalid range selected</Trans>
    case 'nothing-minted':
      return <Trans>The selected range takes none of your liquidity</Trans>
  }
}
