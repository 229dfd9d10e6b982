export {
  createClient, DevutilsError, JobTimeoutError,
  type Answer, type BatchCall, type BatchSlot, type CallOptions, type Client, type ClientOptions, type DownloadedFile, type ErrorCode,
  type FileJobRequest, type FileOperationName, type Job, type JobList, type JobListQuery, type JobParams, type Jobs, type JobStatus,
  type OperationName, type PipelineAnswer, type PipelineJobRequest, type PipelineRequest, type PipelineStep,
  type Quota, type RateLimit, type RetryOptions, type Upload, type UploadParams, type WaitOptions,
} from './client.js'
export { OPERATIONS, type Category } from './operations.js'
export type { components, operations, paths } from './schema.js'
export {
  verifyWebhook, WebhookVerificationError,
  type VerifyWebhookOptions, type WebhookFailure, type WebhookRequestHeaders,
} from './webhooks.js'
