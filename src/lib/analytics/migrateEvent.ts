// The Migrate analytics event (facts §13): category 'Migrate', the action naming where the liquidity came from
// ('V2->V3', or '<fork>->V3' for a fork's pair such as 'SushiSwap->V3'), labelled `<symbol0>/<symbol1>`
// (liquidityEvent.ts' pairEventLabel).
export const MIGRATE_EVENT_CATEGORY = 'Migrate'

/** Where migrated liquidity comes from: v2 itself, or the chain's v2 fork by its name. */
export type MigrateSource = { kind: 'v2' } | { kind: 'fork'; label: string }

export function migrateEventAction(source: MigrateSource): string {
  return `${source.kind === 'v2' ? 'V2' : source.label}->V3`
}
