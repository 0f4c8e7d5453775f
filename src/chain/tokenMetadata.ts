import { type Address, type Chain, erc20Abi, isAddress, type PublicClient, type Transport } from 'viem'
import {
  parseStringOrBytes32,
  tokenNameText,
  tokenSymbolText,
  UNKNOWN_TOKEN_NAME,
  UNKNOWN_TOKEN_SYMBOL,
} from '../lib/tokenText.ts'
import { erc20Bytes32Abi } from './abis/readAbis.ts'
import { AppError } from './errors.ts'

export type TokenMetadata = { address: Address; name: string; symbol: string; decimals: number }

function fulfilled<T>(result: PromiseSettledResult<T>): T | undefined {
  return result.status === 'fulfilled' ? result.value : undefined
}

/**
 * An ERC-20 token's name, symbol and decimals, reading the bytes32 variants too (tokens like MKR). Name and
 * symbol are untrusted text: cleaned and capped, and 'Unknown Token' and 'UNKNOWN' when unreadable or when
 * nothing visible is left; null when decimals cannot be read (not a token). The reads are made together, so
 * the batched transport sends them as one request.
 */
export async function getTokenMetadata(
  client: PublicClient<Transport, Chain | undefined>,
  address: string,
): Promise<TokenMetadata | null> {
  if (!isAddress(address)) throw new AppError('Invalid address parameter')
  const [name, nameBytes32, symbol, symbolBytes32, decimals] = await Promise.allSettled([
    client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
    client.readContract({ address, abi: erc20Bytes32Abi, functionName: 'name' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address, abi: erc20Bytes32Abi, functionName: 'symbol' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
  ])
  const decimalsValue = fulfilled(decimals)
  if (decimalsValue === undefined) return null
  return {
    address,
    name: tokenNameText(parseStringOrBytes32(fulfilled(name), fulfilled(nameBytes32), UNKNOWN_TOKEN_NAME)),
    symbol: tokenSymbolText(
      parseStringOrBytes32(fulfilled(symbol), fulfilled(symbolBytes32), UNKNOWN_TOKEN_SYMBOL),
    ),
    decimals: decimalsValue,
  }
}
