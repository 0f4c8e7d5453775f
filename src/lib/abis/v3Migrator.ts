// The V3Migrator functions the migrate write sends in one multicall (spec 2 §7): the LP token's selfPermit,
// creating the v3 pool at the v2 price, and migrate. Fragments rather than the 39 KB artifact, which the
// test compares them with.
import { parseAbi } from 'viem'

export const v3MigratorAbi = parseAbi([
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'struct MigrateParams { address pair; uint256 liquidityToMigrate; uint8 percentageToMigrate; address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; bool refundAsETH; }',
  'function migrate(MigrateParams params)',
])
