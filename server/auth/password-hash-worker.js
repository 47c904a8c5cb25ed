// A password-hashing thread of the pool in password-hash-pool.ts: argon2's synchronous calls, one job at a time.
// Plain JavaScript, loaded by path, so it runs the same under tsx, Jest and the compiled build.
const argon2 = require('@node-rs/argon2');

module.exports = ({ op, args }) => (op === 'hash' ? argon2.hashSync(...args) : argon2.verifySync(...args));
