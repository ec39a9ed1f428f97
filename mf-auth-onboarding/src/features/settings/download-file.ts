/** Saves bytes as a file through a temporary object URL (the only way to name a fetched download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The name from `Content-Disposition: attachment; filename="..."`, if the server sent one. */
export function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : fallback;
}

/** Reads a response body chunk by chunk, reporting the share received (null when the size is unknown). */
export async function readWithProgress(response: Response, onProgress: (fraction: number | null) => void) {
  const total = Number(response.headers.get('Content-Length')) || null;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.text()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total ? Math.min(received / total, 1) : null);
  }
  return new Blob(chunks, { type });
}
