import { z } from 'zod'
import { ApiError } from '../core/errors.ts'
import { PLANS } from './plans.ts'
import type { Platform } from './index.ts'

/** Operator commands, shared by the admin HTTP API and the command-line tool. */
export const adminParams = {
  create: z.object({
    email: z.email().max(254).describe('E-mail address of the new account'),
    plan: z.enum(PLANS).default('free').describe('Plan: free, starter, business or custom'),
    custom_limit: z.number().int().min(0).max(1_000_000_000).optional().describe('Calls per month, for the custom plan'),
  }),
  setPlan: z.object({
    plan: z.enum(PLANS).describe('Plan: free, starter, business or custom'),
    custom_limit: z.number().int().min(0).max(1_000_000_000).optional().describe('Calls per month, for the custom plan'),
  }),
}

export class Admin {
  constructor(private readonly platform: Platform) {}

  private async account(ref: string) {
    const account = await this.platform.accounts.find(ref)
    if (!account) throw new ApiError('ACCOUNT_NOT_FOUND', { ref })
    return account
  }

  async create(input: z.output<typeof adminParams.create>) {
    if (input.plan === 'custom' && input.custom_limit === undefined) throw new ApiError('CUSTOM_LIMIT_REQUIRED')
    const { account, key } = await this.platform.accounts.create(input.email, null, input.plan, input.custom_limit ?? null)
    return { account: await this.platform.accounts.view(account), key }
  }

  async setPlan(ref: string, input: z.output<typeof adminParams.setPlan>) {
    const account = await this.account(ref)
    await this.platform.accounts.setPlan(account.id, input.plan, input.custom_limit ?? null)
    return { account: await this.platform.accounts.view(await this.account(account.id)) }
  }

  async rotateKey(ref: string) {
    const account = await this.account(ref)
    const key = await this.platform.accounts.rotateKey(account.id)
    return { account: await this.platform.accounts.view(account), key }
  }

  async revokeKey(ref: string) {
    const account = await this.account(ref)
    const revoked = await this.platform.accounts.revokeKey(account.id)
    return { revoked, account: await this.platform.accounts.view(account) }
  }

  async usage(ref: string) {
    return { account: await this.platform.accounts.view(await this.account(ref)) }
  }

  async list() {
    return { accounts: await this.platform.accounts.list() }
  }
}
