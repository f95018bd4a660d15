/** What a stranger may see of an account during password recovery. */
const stars = (count: number) => '*'.repeat(Math.max(count, 1));

export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}${stars(username.length - 1)}`;
  return `${username.slice(0, 2)}${stars(username.length - 4)}${username.slice(-2)}`;
}

export function maskPhone(phone: string): string {
  return `${stars(phone.length - 4)}${phone.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return stars(email.length);
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** A winner in a public list: 'ma***26' (always three stars, so the length is not told). */
export function maskWinnerName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}
