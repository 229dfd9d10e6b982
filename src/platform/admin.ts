import { z } from 'zod'
import { ApiError } from '../core/errors.ts'
import { PLANS } from './plans.ts'
import type { Platform } from './index.ts'
import { EVERY_SCOPE, normaliseScopes, type KnownScopes } from './scopes.ts'

/** Operator commands, shared by the admin HTTP API and the command-line tool. */
export const adminParams = {
  create: z.object({
    email: z.email().max(254).describe('E-mail address of the new account'),
    plan: z.enum(PLANS).default('free').describe('Plan: free, starter, business or custom'),
    custom_limit: z.number().int().min(0).max(1_000_000_000).optional().describe('Calls per month, for the custom plan'),
  }),
  createKey: z.object({
    name: z.string().trim().min(1).max(64).describe('A name to tell the key by'),
    scopes: z.array(z.string().max(100)).min(1).max(100).default([EVERY_SCOPE]).describe('What the key may call: *, categories, operations (dev/hash) and features (pipeline, batch, mcp, jobs)'),
    monthly_cap: z.number().int().min(0).max(1_000_000_000).nullable().default(null).describe('The most calls the key may make in a month; null for none'),
    expires_at: z.iso.datetime({ offset: true }).nullable().default(null).describe('When the key stops working; null for never'),
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

  /** Replaces one key (`keyId`, else the oldest) by a new one like it. */
  async rotateKey(ref: string, keyId?: string) {
    const account = await this.account(ref)
    const key = await this.platform.accounts.rotateKey(account.id, keyId)
    return { account: await this.platform.accounts.view(account), key }
  }

  /** Revokes one key, or every key of the account without `keyId`. */
  async revokeKey(ref: string, keyId?: string) {
    const account = await this.account(ref)
    if (keyId !== undefined) await this.platform.accounts.revokeKeyById(account.id, keyId)
    const revoked = keyId !== undefined || await this.platform.accounts.revokeKey(account.id)
    return { revoked, account: await this.platform.accounts.view(account) }
  }

  /** A new random password for the account, shown once; its sessions end. For a service that sends no mail. */
  async setPassword(ref: string) {
    const account = await this.account(ref)
    return { email: account.email, password: await this.platform.accounts.setRandomPassword(account.id), notice: 'Give this password to the account\'s owner: it is shown only once. Every session of the account has ended.' }
  }

  async keys(ref: string) {
    return { keys: await this.platform.accounts.keys((await this.account(ref)).id) }
  }

  /** Makes a key whose scopes name what `known` holds. */
  async createKey(ref: string, input: z.output<typeof adminParams.createKey>, known: KnownScopes) {
    const account = await this.account(ref)
    const { key, view } = await this.platform.accounts.createKey(account.id, {
      name: input.name, scopes: normaliseScopes(input.scopes, known), monthlyCap: input.monthly_cap,
      expiresAt: input.expires_at === null ? null : Date.parse(input.expires_at),
    })
    return { key, details: view }
  }

  async usage(ref: string) {
    return { account: await this.platform.accounts.view(await this.account(ref)) }
  }

  async list() {
    return { accounts: await this.platform.accounts.list() }
  }
}
