/** Set by the newcomer global setup for the workers: where `npm start` serves the app and its chain. */
export const NEWCOMER_APP_URL_ENV = 'NEWCOMER_APP_URL'
export const NEWCOMER_CHAIN_URL_ENV = 'NEWCOMER_CHAIN_URL'
