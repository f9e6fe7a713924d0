// Image upload to our own /api/upload. XMLHttpRequest rather than fetch: only it reports upload progress.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { API_BASE, apiPaths, failures, type ErrorAnswer, type UploadAnswer } from '@storefront/shared';
import { ApiError, apiErrorFrom, sendWithAuth } from './client.ts';

function post(file: File, token: string | null, onProgress: (fraction: number) => void, i18n: I18n): Promise<Response> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('image', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${apiPaths.upload}`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = [204, 205, 304].includes(xhr.status) ? null : xhr.responseText || null;
      const requestId = xhr.getResponseHeader('x-request-id');
      const headers: Record<string, string> = requestId ? { 'x-request-id': requestId } : {};
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new ApiError(0, failures.network));
    xhr.onabort = () => reject(new ApiError(0, i18n._(msg`The upload was cancelled`)));
    xhr.send(form);
  });
}

/** Uploads an image and answers its URL on our host; a failure in `i18n`'s language where it is the app's own words. */
export async function uploadImage(
  file: File,
  i18n: I18n,
  onProgress: (fraction: number) => void = () => {},
): Promise<string> {
  const response = await sendWithAuth((token) => {
    onProgress(0);
    return post(file, token, onProgress, i18n);
  });
  let answer: Partial<UploadAnswer> & Partial<ErrorAnswer> = {};
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    // An empty or non-JSON body: handled below.
  }
  if (!response.ok)
    throw apiErrorFrom(response.status, response.statusText, answer, response.headers.get('x-request-id'));
  // The status text is logged for support (apiErrorFrom), never shown.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the console's words, not the page's
  if (!answer.success || !answer.data?.url) throw apiErrorFrom(500, 'no image URL', answer, null);
  onProgress(1);
  return answer.data.url;
}
