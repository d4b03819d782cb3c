import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

export const files = pgTable(
  "files",
  {
    id: serial("id").primaryKey(),
    fileName: text("file_name").notNull(),
    /** Public path the browser fetches: /files/<folderPath><storedName>. */
    filePath: text("file_path").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    folderPath: text("folder_path").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    gubun: text("gubun").notNull().default(""),
    /**
     * public: an event's asset, served to anyone and cacheable. private: served only through short-lived
     * signed links handed to those who may read what it is attached to (its uploader until then).
     */
    visibility: text("visibility", { enum: ["public", "private"] })
      .notNull()
      .default("private"),
    uploaderId: integer("uploader_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("files_uploader_idx").on(t.uploaderId)],
);
