/**
 * The server's clock as seen from this page. A phone's clock can be minutes off; a lottery countdown (and the
 * moment the page asks for the draw's result) must follow the server's, which closes betting and draws. Each answer
 * that carries the server's time moves the estimate: the server read its clock about halfway through the round
 * trip.
 */
let offsetMs = 0;

/** Notes the server's time from an answer asked at `sentAt` and received at `receivedAt` (both device time). */
export function noteServerTime(serverTime: string, sentAt: number, receivedAt: number): void {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return;
  offsetMs = server - (sentAt + receivedAt) / 2;
}

/** Now, on the server's clock (milliseconds since the epoch). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
