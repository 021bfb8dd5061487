import { BodyReadError } from './safe-fetch-body.ts';

/** Turns a socket, DNS or TLS error into words a user can act on; raw codes mean nothing in a chat. */
export function networkFailureText(error: unknown): string {
  if (error instanceof BodyReadError) return 'the connection was cut off before the page was complete';
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? '');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA' || code === 'EAI_NONAME') {
    return 'its domain name could not be found';
  }
  if (code === 'ECONNREFUSED') return 'the site refused the connection';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'the connection was closed unexpectedly';
  if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return 'the site could not be reached';
  }
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|ERR_SSL/.test(code)) {
    return 'its security certificate could not be verified';
  }
  if (code.startsWith('HPE_')) return 'the site sent an invalid response';
  return 'the site could not be reached';
}
