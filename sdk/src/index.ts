export {
  createClient, DevutilsError,
  type Answer, type BatchCall, type BatchSlot, type CallOptions, type Client, type ClientOptions, type DownloadedFile, type ErrorCode,
  type OperationName, type PipelineAnswer, type PipelineRequest, type PipelineStep,
  type Quota, type RateLimit, type RetryOptions, type Upload, type UploadParams,
} from './client.js'
export { OPERATIONS, type Category } from './operations.js'
export type { components, operations, paths } from './schema.js'
export {
  verifyWebhook, WebhookVerificationError,
  type VerifyWebhookOptions, type WebhookFailure, type WebhookRequestHeaders,
} from './webhooks.js'
