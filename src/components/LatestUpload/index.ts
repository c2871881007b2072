export { LatestUpload, type LatestUploadProps, type LatestUploadVideo } from './LatestUpload';
