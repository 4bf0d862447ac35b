import { parseUploadResponse, type UploadOutcome } from "./upload-outcome";

/**
 * Posts the form as multipart with XMLHttpRequest, which (unlike fetch) reports upload
 * progress. `onProgress` gets 0–100; the promise settles with the server's verdict.
 */
export function uploadSubmission(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/submissions");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((100 * e.loaded) / e.total));
    };
    xhr.onload = () => resolve(parseUploadResponse(xhr.status, xhr.responseText));
    xhr.onerror = () =>
      resolve({ kind: "error", message: "The upload did not reach the server; nothing was submitted" });
    xhr.onabort = () => resolve({ kind: "error", message: "The upload was cancelled" });
    xhr.send(form);
  });
}
