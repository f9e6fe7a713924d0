// A file the API makes for a signed-in user (the orders' CSV): fetched with the access token (a
// plain link cannot carry it), then handed to the browser as a download.
import { API_BASE } from '@storefront/shared';
import { errorFrom, reach, sendWithAuth } from './client.ts';

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await sendWithAuth((token) =>
    reach(`${API_BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
  );
  if (!response.ok) throw await errorFrom(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the browser has taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
