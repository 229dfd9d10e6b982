import type { Config } from '../config.ts'
import { ApiError } from '../core/errors.ts'
import type { ExchangeRates } from '../core/operation.ts'
import type { AccountStore } from './store.ts'

/** Reference exchange rates from the configured feed (placeholder until written). */
export function createExchangeRates(_config: Config, _store: AccountStore, _onError: (error: unknown) => void = () => {}): ExchangeRates {
  return {
    async current() {
      throw new ApiError(503, 'BUSY', { retryAfter: 60 })
    },
  }
}
