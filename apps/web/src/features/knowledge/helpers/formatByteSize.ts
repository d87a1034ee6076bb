const KB = 1024;
const MB = 1024 * KB;

/**
 * A size in megabytes for the plan's usage («0,4» of «2 MB»), in the interface's language: one
 * decimal under 10 MB, none above; a few bytes show as 0.1 so a bot with knowledge never reads «0».
 * @example formatMegabytes(419_430, 'es') // '0,4'
 */
export function formatMegabytes(bytes: number, language: string): string {
  if (bytes <= 0) return '0';
  const megabytes = bytes / MB;
  const digits = megabytes < 10 ? 1 : 0;
  const smallest = 10 ** -digits;
  return new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(
    Math.max(megabytes, smallest),
  );
}

/**
 * The size of one source, in the largest unit that reads well: «820 B», «12 KB», «1,5 MB».
 * @example formatByteSize(1_572_864, 'es') // '1,5 MB'
 */
export function formatByteSize(bytes: number, language: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes < KB) return `${number(Math.max(0, bytes), 0)} B`;
  if (bytes < MB) return `${number(Math.max(1, Math.round(bytes / KB)), 0)} KB`;
  return `${formatMegabytes(bytes, language)} MB`;
}
