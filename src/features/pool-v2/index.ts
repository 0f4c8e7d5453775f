// v2 liquidity (spec 2 §2): the screens are mounted through routes.tsx; this entry is for migrate, which reads
// the same LP supply as the pool page.
export { lpTotalSupplyRead } from '../pool-data/index.ts'
