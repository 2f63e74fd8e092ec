export { ChunkUploader, type ChunkUploaderProps } from "./ChunkUploader";
export {
  abortUpload,
  acceptOf,
  checkUploadFile,
  createUploader,
  formatBytes,
  type UploadOptions,
  uploadFile,
} from "./uploadFile";
