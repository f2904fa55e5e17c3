/** True when the request reached us over https (directly or through a proxy that says so). */
export function isHttps(request: {
  url: string;
  header(name: string): string | undefined;
}): boolean {
  const proto =
    request.header('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return proto === 'https';
}
