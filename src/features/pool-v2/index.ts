// v2 liquidity (spec 2 §2): the screens are mounted through routes.tsx; this entry is for migrate, which reads
// the same LP supply as the pool page and lists the same positions (v2's and the fork's).
export { lpTotalSupplyRead } from './api/v2PositionReads.ts'
export {
  useV2Positions,
  type V2PairSource,
  type V2PositionCard,
  type V2Positions,
} from './hooks/useV2Positions.ts'
