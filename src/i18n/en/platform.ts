export default {
  INVALID_API_KEY: 'The X-API-Key header does not hold a valid, active key; check the key in your dashboard, or omit the header to call anonymously',
  QUOTA_EXCEEDED: 'The allowance of {limit} calls per {period} is used up; it resets as X-RateLimit-Reset says, or use an API key with a larger plan',
  BURST_LIMIT: 'More than {limit} calls in one second; slow down and retry after a second',
  QUOTA_UNAVAILABLE: 'Calls cannot be counted right now, so they are not served; retry in a few seconds',
  STORE_UNAVAILABLE: 'Accounts and keys cannot be reached right now; retry in a few seconds',
  EMAIL_TAKEN: 'An account with this e-mail address exists already; log in instead',
  LOGIN_FAILED: 'E-mail address or password is wrong',
  LOGIN_THROTTLED: 'Too many failed log-ins; wait a few minutes before trying again',
  NOT_LOGGED_IN: 'Log in first: this needs an account session',
  CUSTOM_LIMIT_REQUIRED: 'A custom plan needs custom_limit, a whole number of calls per month',
  ACCOUNT_NOT_FOUND: 'No account matches {ref}',
  ADMIN_TOKEN_REQUIRED: 'This needs the operator token in an Authorization: Bearer header',
} as const
