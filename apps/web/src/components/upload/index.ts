export { ChunkUploader, type ChunkUploaderProps } from "./ChunkUploader";
export { type ChosenFile, FileListUploader } from "./FileListUploader";
export {
  abortUpload,
  acceptOf,
  checkUploadFile,
  createUploader,
  formatBytes,
  type UploadOptions,
  uploadFile,
} from "./uploadFile";
