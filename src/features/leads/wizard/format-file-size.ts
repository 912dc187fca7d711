const KB = 1024;
const MB = 1024 * 1024;

const oneDecimal = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A file size in B below 1024 bytes, in KB below 1048576 bytes, else in MB: '512 B', '1,5 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${oneDecimal.format(bytes / KB)} KB`;
  return `${oneDecimal.format(bytes / MB)} MB`;
}
