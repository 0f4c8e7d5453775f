// `npm run serve:dist`: the production build (`dist/`, from `npm run build`) served the way a host should serve
// it, gzipped, on http://127.0.0.1:4173/ (or PORT). The Lighthouse bench serves its own build with it too.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}

/** The build's files over HTTP, gzipped when the client takes it; nothing outside `root` is served. */
export function serveCompressed(root: string, port = 0): Promise<{ server: Server; url: string }> {
  const cache = new Map<string, { body: Buffer; gzipped: Buffer }>()
  const server = createServer((request, response) => {
    let path: string
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`)
    if (
      !(file === root || file.startsWith(`${root}${sep}`)) ||
      !existsSync(file) ||
      !statSync(file).isFile()
    ) {
      response.writeHead(404).end()
      return
    }
    let entry = cache.get(file)
    if (!entry) {
      const body = readFileSync(file)
      entry = { body, gzipped: gzipSync(body, { level: 9 }) }
      cache.set(file, entry)
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      vary: 'accept-encoding',
    })
    response.end(gzip ? entry.gzipped : entry.body)
  })
  return new Promise((done) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      done({ server, url: `http://127.0.0.1:${port}/` })
    }),
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? 'dist')
  if (!existsSync(resolve(root, 'index.html'))) {
    console.error(`${root} has no index.html: run \`npm run build\` first.`)
    process.exit(1)
  }
  const { url } = await serveCompressed(root, Number(process.env.PORT ?? 4173))
  console.log(`Serving ${root} gzipped at ${url}`)
}
