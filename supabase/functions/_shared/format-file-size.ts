/**
 * A file size as the forms list it and the advisers' e-mail shows it (spec §2): in B below 1024
 * bytes, in KB below 1048576 bytes, else in MB, with at most one decimal and a Polish comma:
 * 512 → '512 B', 1536 → '1,5 KB', 1048576 → '1 MB'. Shared by the browser and the send-email
 * function; imports nothing.
 */
const KB = 1024;
const MB = 1024 * 1024;

function oneDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '').replace('.', ',');
}

export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${oneDecimal(bytes / KB)} KB`;
  return `${oneDecimal(bytes / MB)} MB`;
}
