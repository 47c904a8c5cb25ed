import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';

const BCRYPT_ROUNDS = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_ROUNDS);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

/** Tokens and one-time codes are stored only as SHA-256 digests. */
export const digest = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** 96 random bytes → 128 URL-safe characters (the client requires at least 100). */
export const newToken = () => crypto.randomBytes(96).toString('base64url');

export const newSmsCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
