// v2 liquidity (spec 2 §2): the screens are mounted through routes.tsx; this entry is for migrate, which lists
// the same positions as the pool page (v2's and the fork's).
export {
  useV2Positions,
  type V2PairSource,
  type V2PositionCard,
  type V2Positions,
} from './hooks/useV2Positions.ts'
