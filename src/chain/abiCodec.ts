import type { decodeFunctionResult, encodeFunctionData } from 'viem'

/** viem's ABI encoder and decoder of function calls. */
export type AbiCodec = {
  encodeFunctionData: typeof encodeFunctionData
  decodeFunctionResult: typeof decodeFunctionResult
}

// Reads are described during the first render, but only encoded when the multicall sends them and decoded when
// their answer is there: the codec (a tenth of the swap page's first load) loads with the first multicall.
let loaded: AbiCodec | undefined
let loading: Promise<AbiCodec> | undefined

/** Loads the codec once; a failed load is tried again by the next call. */
export function loadAbiCodec(): Promise<AbiCodec> {
  loading ??= import('./abiCodecImpl.ts').then(
    ({ abiCodecImpl }) => {
      loaded = abiCodecImpl
      return abiCodecImpl
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The codec, once loaded (every read's answer comes through a multicall, which loads it first). */
export function abiCodec(): AbiCodec {
  if (!loaded) throw new Error('The ABI codec is used before it has loaded')
  return loaded
}
