/** "Chrome no Linux" from a user agent string; the raw string when nothing matches. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Dispositivo desconhecido';
  const browser =
    match(userAgent, [
      [/Edg\//, 'Edge'],
      [/OPR\//, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrom(e|ium)\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ]) ?? null;
  const os =
    match(userAgent, [
      [/Android/, 'Android'],
      [/iPhone|iPad|iPod/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ]) ?? null;
  if (browser && os) return `${browser} no ${os}`;
  return browser ?? os ?? userAgent;
}

function match(value: string, rules: Array<[RegExp, string]>): string | undefined {
  return rules.find(([pattern]) => pattern.test(value))?.[1];
}
