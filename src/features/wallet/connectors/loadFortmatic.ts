import type { CreateConnectorFn } from 'wagmi'
import type { FortmaticParameters } from './fortmatic.ts'

// Apart from sdkConnectors.ts, which the first load holds (for the Safe check): this loader is needed only by the
// wallet options, so it goes with their lazy chunk and the first load stays as it was.

/** The fiat wallet: the connector module now, the Fortmatic SDK itself when it connects on a network it knows. */
export async function loadFortmatic(parameters: FortmaticParameters): Promise<CreateConnectorFn> {
  const { fortmatic } = await import('./fortmatic.ts')
  return fortmatic(parameters)
}
