// Migrate v2 (and fork) liquidity to v3 (spec 2 §2, §4, §7–§9; issue #19): the route, what an address is, the
// reads, the migrate call and, through the lazily loaded engine, the derivation built on the SDKs, so that
// importing this entry loads no SDK.
export {
  migratePairReads,
  pairFactoryRead,
  pairToken0Read,
  pairToken1Read,
} from './api/migratePairReads.ts'
export { useMigrateEngine } from './hooks/useMigrateEngine.ts'
export {
  buildMigrateCall,
  type LpPermit,
  type MigrateCall,
  type MigrateCallParams,
  type MigrateCallSummary,
} from './model/buildMigrateCall.ts'
export type {
  MigrateEngine,
  MigrateTerms,
  Migration,
  MigrationBlocker,
  MigrationInputs,
  MigrationWarning,
  Ticks,
} from './model/migrateEngine.ts'
export {
  type MigrateChain,
  type MigrateFactory,
  type MigratePair,
  type MigratePairReads,
  migrateFactories,
  migratePair,
} from './model/migratePair.ts'
export {
  INVALID_PAIR_ADDRESS_MESSAGE,
  MIGRATE_BACK_PATH,
  MIGRATE_IMPORT_PATH,
  MIGRATE_LIST_PATH,
  type MigrateRoute,
  type MigrateRouteParams,
  migratePairPath,
  parseMigrateRoute,
} from './model/migrateRoute.ts'
export { MIGRATE_SLIPPAGE_BPS } from './model/migrateSlippage.ts'
