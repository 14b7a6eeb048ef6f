import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FilesTable } from '../../db/schema.ts';

type Db = Kysely<Database>;
export type FileRow = Selectable<FilesTable>;

/** The file, only if `userId` owns it (docs/product.md §12: lookups by id and owner). */
export async function findOwnedFile(
  db: Db,
  id: string,
  userId: string,
  purpose: string,
): Promise<Pick<FileRow, 'content_type' | 'data' | 'byte_size'> | undefined> {
  return db
    .selectFrom('files')
    .select(['content_type', 'data', 'byte_size'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Stores `file` and removes the user's earlier files of the same purpose. */
export async function replaceUserFile(db: Db, file: Insertable<FilesTable>): Promise<void> {
  await db
    .deleteFrom('files')
    .where('user_id', '=', file.user_id)
    .where('purpose', '=', file.purpose)
    .execute();
  await db.insertInto('files').values(file).execute();
}
