import { message } from 'antd';
import { getToken } from './session';

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` or `filename="…"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      return fallback;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/**
 * Downloads a file answered by a GET (exports): sent with the token like every call, saved under the
 * server's file name. An envelope instead of a file is an error and its message is shown.
 */
export async function downloadFile(url: string, params: Record<string, unknown> = {}, fallbackName = 'export.xlsx'): Promise<string> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const query = search.toString();
  const token = getToken();
  const response = await fetch(query ? `${url}?${query}` : url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const body = await response.json().catch(() => undefined);
    const text = body?.msg || `导出失败 (${response.status})`;
    message.error(text, 3);
    throw new Error(text);
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return name;
}
