import type { FastifyInstance } from 'fastify'
import type { UrlSigner } from '../platform/signing.ts'

/** Routes that serve generated images from signed URLs (placeholder until written). */
export function installImageRoutes(_app: FastifyInstance, _signer: UrlSigner): void {}
