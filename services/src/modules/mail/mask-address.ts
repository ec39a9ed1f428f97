/** `nadia@example.com` as `n***@example.com`: enough to recognise an address, too little to collect it. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
