// What schemeUploadFile answers (001 §7), shared by the upload route and the upload widget.
export interface UploadedFile {
  origFileName: string;
  fileId: string;
  fileKey: string;
  fileUrl: string;
  originalFilename: string;
  finalName: string;
}
