import { createHash } from 'node:crypto'
import { bytesToHex, type Hex } from 'viem'

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** RFC 4648 base32, lower case, no padding (multibase 'b'). */
export function base32(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(buffer >> (bits - 5)) & 31]
      bits -= 5
    }
    buffer &= (1 << bits) - 1
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31]
  return out
}

/**
 * The IPFS identity of `content` as a single raw block: CIDv1, codec raw (0x55), multihash sha2-256.
 * Returns the EIP-1577 contenthash (ipfs-ns namespace 0xe3 as a varint, then the binary CID), the CID in
 * base32 and the URI an app makes of it.
 */
export function ipfsContenthash(content: Uint8Array): { contenthash: Hex; cid: string; uri: string } {
  const digest = createHash('sha256').update(content).digest()
  const cidBytes = Uint8Array.from([0x01, 0x55, 0x12, 0x20, ...digest])
  const cid = `b${base32(cidBytes)}`
  return { contenthash: bytesToHex(Uint8Array.from([0xe3, 0x01, ...cidBytes])), cid, uri: `ipfs://${cid}` }
}
