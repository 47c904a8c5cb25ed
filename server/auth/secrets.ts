import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Algorithm, Options } from '@node-rs/argon2';
import { onHashThread } from './password-hash-pool';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): memory-hard against GPU guessing, 10–20 ms
 * of one core, run on low-priority threads of their own so the event loop keeps serving (password-hash-pool.ts).
 * Encoded it is 97 characters (the column holds 100). The package's `Algorithm` is a const enum with no runtime
 * object: 2 is its Argon2id.
 */
const ARGON2ID: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

/** Hashes made before argon2id (bcryptjs, cost 10). */
const isBcrypt = (stored: string) => /^\$2[aby]\$/.test(stored);

const checks = { argon2id: 0, bcrypt: 0 };

/** How many stored hashes this process has checked, by kind (a monitoring figure: every login attempt checks one). */
export const passwordCheckCounts = () => ({ ...checks });

export const hashPassword = (password: string) => onHashThread('hash', [password, ARGON2ID]);

/**
 * Whether the password opens the stored hash: argon2id off the event loop; a legacy bcrypt hash with bcryptjs, on
 * the event loop, until its account's next login replaces it (needsRehash). A value that is neither opens nothing.
 */
export async function checkPassword(password: string, stored: string): Promise<boolean> {
  if (typeof stored !== 'string') return false;
  if (stored.startsWith('$argon2id$')) {
    checks.argon2id++;
    return onHashThread('verify', [stored, password]);
  }
  if (!isBcrypt(stored)) return false;
  checks.bcrypt++;
  return bcrypt.compare(password, stored);
}

/** A stored hash that is not argon2id with today's parameters (bcrypt, or older settings): replace it at the next login. */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PREFIX);

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
