// Only ever imported lazily (see abiCodec.ts).
import { decodeFunctionResult, encodeFunctionData } from 'viem'

export const abiCodecImpl = { encodeFunctionData, decodeFunctionResult }
