import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export type StoredFile = { bytes: Buffer; contentType: string };

/** Where uploaded files live: a local folder by default; an S3-compatible store is another adapter of this port. */
export interface FileStorage {
  put(id: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(id: string): Promise<StoredFile | null>;
  delete(id: string): Promise<void>;
}

const SAFE_ID = /^[a-z0-9][a-z0-9-]{7,80}$/;

/** Every adapter takes the same ids: lowercase letters, digits and hyphens, never a path or a key of another prefix. */
export function assertFileId(id: string): string {
  if (!SAFE_ID.test(id)) throw new TypeError(`invalid file id: ${id}`);
  return id;
}

/** Files under `dir/<first two characters>/<id>`, with the content type beside them; writes are atomic (rename). */
export function createLocalFileStorage(dir: string): FileStorage {
  const root = resolve(dir);
  const pathOf = (id: string) => {
    assertFileId(id);
    return join(root, id.slice(0, 2), id);
  };
  return {
    put: async (id, bytes, contentType) => {
      const path = pathOf(id);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.tmp`, bytes);
      await writeFile(`${path}.type`, contentType);
      await rename(`${path}.tmp`, path);
    },
    get: async (id) => {
      const path = pathOf(id);
      try {
        const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    delete: async (id) => {
      const path = pathOf(id);
      await Promise.all([rm(path, { force: true }), rm(`${path}.type`, { force: true })]);
    },
  };
}
