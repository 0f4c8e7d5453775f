// The migrate model that needs the Uniswap SDKs (the pool at the v2 price, the position, its minimums and
// refunds), in one chunk loaded when the migrate page first needs it, so that the feature's entry carries no SDK.
export {
  deriveMigration,
  type MigrateTerms,
  type Migration,
  type MigrationBlocker,
  type MigrationInputs,
  type MigrationWarning,
  MOSTLY_REFUNDED,
  type Ticks,
} from './deriveMigration.ts'
export {
  type MigrationPool,
  type MigrationPoolBlocker,
  type MigrationPoolInputs,
  migrationPool,
  PRICE_DIFFERENCE_WARNING,
} from './migrationPool.ts'

export type MigrateEngine = typeof import('./migrateEngine.ts')
export { type MigrateView, type MigrateViewInputs, migrateView } from './migrateView.ts'
