/**
 * Where uploaded bytes live. The embedded default is the local disk under the data directory
 * (local-disk-storage.ts); an object store (OSS, S3, MinIO) implements the same three calls.
 * Keys are `<tenantId>/<name>`: the tenant is part of every key, so one company's objects never share
 * a namespace with another's.
 */
export interface FileStorage {
  /** Writes the object; `name` is a server-made random name with its extension. */
  put(tenantId: number, name: string, data: Buffer): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get(tenantId: number, name: string): Promise<Buffer | undefined>;
  remove(tenantId: number, name: string): Promise<void>;
}
