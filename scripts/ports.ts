// The ports a start script listens on, from the environment, checked before anything starts.
import { createServer as createNetServer } from 'node:net'

export function parsePort(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name}=${raw} is not a port number: use an integer from 1 to 65535.`)
    process.exit(1)
  }
  return port
}

export function assertPortFree(port: number, name: string): Promise<void> {
  return new Promise((resolve) => {
    const probe = createNetServer()
    probe.once('error', () => {
      console.error(`Port ${port} is in use: stop the process using it or set ${name} to a free port.`)
      process.exit(1)
    })
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}
