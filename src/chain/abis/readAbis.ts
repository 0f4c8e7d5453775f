// The ABIs of the first load's reads and of the reads that follow it in the background (the lists' ENS names,
// token metadata), as JSON: viem's human-readable parser (abitype's) is neither in the first load nor run while
// the page starts. readAbis.test.ts checks each against the signature it was generated from.

export const erc20ReadAbi = [
  {
    name: 'balanceOf',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'address', name: 'account' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    name: 'allowance',
    type: 'function',
    stateMutability: 'view',
    inputs: [
      { type: 'address', name: 'owner' },
      { type: 'address', name: 'spender' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    name: 'totalSupply',
    type: 'function',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint256' }],
  },
] as const

export const noncesAbi = [
  {
    name: 'nonces',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'address', name: 'owner' }],
    outputs: [{ type: 'uint256' }],
  },
] as const

export const quoterV2SingleAbi = [
  {
    name: 'quoteExactInputSingle',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      {
        type: 'tuple',
        name: 'params',
        components: [
          { type: 'address', name: 'tokenIn' },
          { type: 'address', name: 'tokenOut' },
          { type: 'uint256', name: 'amountIn' },
          { type: 'uint24', name: 'fee' },
          { type: 'uint160', name: 'sqrtPriceLimitX96' },
        ],
      },
    ],
    outputs: [
      { type: 'uint256', name: 'amountOut' },
      { type: 'uint160', name: 'sqrtPriceX96After' },
      { type: 'uint32', name: 'initializedTicksCrossed' },
      { type: 'uint256', name: 'gasEstimate' },
    ],
  },
] as const

export const v3PoolStateAbi = [
  {
    name: 'slot0',
    type: 'function',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { type: 'uint160', name: 'sqrtPriceX96' },
      { type: 'int24', name: 'tick' },
      { type: 'uint16', name: 'observationIndex' },
      { type: 'uint16', name: 'observationCardinality' },
      { type: 'uint16', name: 'observationCardinalityNext' },
      { type: 'uint8', name: 'feeProtocol' },
      { type: 'bool', name: 'unlocked' },
    ],
  },
  {
    name: 'liquidity',
    type: 'function',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint128' }],
  },
] as const

export const v2PairReservesAbi = [
  {
    name: 'getReserves',
    type: 'function',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { type: 'uint112', name: 'reserve0' },
      { type: 'uint112', name: 'reserve1' },
      { type: 'uint32', name: 'blockTimestampLast' },
    ],
  },
] as const

export const quoterV2PathAbi = [
  {
    name: 'quoteExactInput',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'bytes', name: 'path' },
      { type: 'uint256', name: 'amountIn' },
    ],
    outputs: [
      { type: 'uint256', name: 'amountOut' },
      { type: 'uint160[]', name: 'sqrtPriceX96AfterList' },
      { type: 'uint32[]', name: 'initializedTicksCrossedList' },
      { type: 'uint256', name: 'gasEstimate' },
    ],
  },
  {
    name: 'quoteExactOutput',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'bytes', name: 'path' },
      { type: 'uint256', name: 'amountOut' },
    ],
    outputs: [
      { type: 'uint256', name: 'amountIn' },
      { type: 'uint160[]', name: 'sqrtPriceX96AfterList' },
      { type: 'uint32[]', name: 'initializedTicksCrossedList' },
      { type: 'uint256', name: 'gasEstimate' },
    ],
  },
] as const

export const quoterV1PathAbi = [
  {
    name: 'quoteExactInput',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'bytes', name: 'path' },
      { type: 'uint256', name: 'amountIn' },
    ],
    outputs: [{ type: 'uint256', name: 'amountOut' }],
  },
  {
    name: 'quoteExactOutput',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'bytes', name: 'path' },
      { type: 'uint256', name: 'amountOut' },
    ],
    outputs: [{ type: 'uint256', name: 'amountIn' }],
  },
] as const

export const ensRegistryAbi = [
  {
    name: 'resolver',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'bytes32', name: 'node' }],
    outputs: [{ type: 'address' }],
  },
] as const

export const ensResolverAbi = [
  {
    name: 'addr',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'bytes32', name: 'node' }],
    outputs: [{ type: 'address' }],
  },
  {
    name: 'name',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'bytes32', name: 'node' }],
    outputs: [{ type: 'string' }],
  },
  {
    name: 'contenthash',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'bytes32', name: 'node' }],
    outputs: [{ type: 'bytes' }],
  },
] as const

/** The name and symbol of tokens that return them as bytes32 (MKR and others of its time). */
export const erc20Bytes32Abi = [
  {
    name: 'name',
    type: 'function',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'bytes32' }],
  },
  {
    name: 'symbol',
    type: 'function',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'bytes32' }],
  },
] as const
