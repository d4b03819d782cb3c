import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { FORM_KINDS, QUESTION_TYPES } from "../../../shared/contract/forms";
import { subEvents } from "./subevents";

export const FORM_TYPES = FORM_KINDS;

export const forms = pgTable(
  "forms",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    type: text("type", { enum: FORM_TYPES }).notNull(),
    title: text("title").notNull().default(""),
    createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
    modifiedDate: timestamp("modified_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("forms_sub_event_idx").on(t.subEventId)],
);

export { QUESTION_TYPES };

/** One question of a form; the spec's JSON shape (formIds + formData) is assembled from these rows. */
export const formQuestions = pgTable(
  "form_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    part: text("part", { enum: ["main", "additional"] })
      .notNull()
      .default("main"),
    position: integer("position").notNull(),
    type: text("type", { enum: QUESTION_TYPES }).notNull(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    explain: text("explain").notNull().default(""),
    explainCheck: text("explain_check", { enum: ["Y", "N"] })
      .notNull()
      .default("N"),
    requireCheck: text("require_check", { enum: ["Y", "N"] })
      .notNull()
      .default("N"),
    secretCheck: text("secret_check", { enum: ["Y", "N"] })
      .notNull()
      .default("N"),
    /** Choices, category lists, keyword options, attached file: depends on the type. */
    options: jsonb("options").$type<Record<string, unknown>>().notNull().default({}),
    /** Marks built-in questions (company name, category) that the form builder cannot delete. */
    defaultId: text("default_id").notNull().default(""),
  },
  (t) => [index("form_questions_form_idx").on(t.formId, t.part, t.position)],
);
