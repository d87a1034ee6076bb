let last = 0;

/**
 * A remote address no other conversation of the test run used: public chat limits count per
 * visitor (IP) and bot, so a test that opens many conversations as different people gives each its
 * own address (`app.inject({ remoteAddress })`).
 */
export function nextVisitorAddress(): string {
  last += 1;
  return `10.${(last >> 16) & 255}.${(last >> 8) & 255}.${last & 255}`;
}
