// Every site on an IPFS path gateway (`https://gateway/ipfs/<cid>/`) shares one origin, so any of them reads the
// app's storage and inherits the wallet's permission for it. The app is meant for its own domain or a subdomain
// gateway (`https://<cid>.ipfs.gateway/`), and warns when it finds itself under such a path.
const PATH_GATEWAY = /^\/ip[fn]s\//i

/** Whether the page's path (`location.pathname`) is that of a content path on a shared IPFS gateway. */
export function isPathGateway(pathname: string): boolean {
  return PATH_GATEWAY.test(pathname)
}
