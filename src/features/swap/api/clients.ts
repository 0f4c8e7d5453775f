// The wallet's and the app's clients for the swap's writes, loaded with them rather than with the page.
export { connectedClients } from '../../transactions/index.ts'
