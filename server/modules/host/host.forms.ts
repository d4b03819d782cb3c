import type { z } from "zod";
import {
  FORM_SLOTS,
  KINDS_WITH_MANDATORY_QUESTIONS,
  MANDATORY_DEFAULT_IDS,
  type TFormDefinition,
  type TFormSlot,
  type ZHostFormBody,
  type ZQuestionInput,
} from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Invalid } from "../../http/errors";
import { requireManager } from "../access/access.service";
import { formDetail } from "../forms/forms.service";
import * as repo from "./host.forms.repository";
import { areFormsLocked } from "./host.policy";

type FormBody = z.output<typeof ZHostFormBody>;
type Question = z.output<typeof ZQuestionInput>;

/** Participation forms must keep the company-name and category questions in their main part. */
function assertMandatoryQuestions(kind: string, body: FormBody): void {
  const all = [...body.content, ...body.additional];
  for (const id of MANDATORY_DEFAULT_IDS) {
    if (all.filter((q) => q.defaultId === id).length > 1) throw new Invalid("host.formDuplicateDefault");
  }
  if (!KINDS_WITH_MANDATORY_QUESTIONS.includes(kind)) return;
  for (const id of MANDATORY_DEFAULT_IDS) {
    if (!body.content.some((q) => q.defaultId === id))
      throw new Invalid("host.formMandatoryQuestion", { id });
  }
  const category = body.content.find((q) => q.defaultId === "category");
  if (category && category.type !== "category")
    throw new Invalid("host.formMandatoryQuestion", { id: "category" });
}

function assertChoices(q: Question): void {
  const choices =
    q.type === "single"
      ? q.radioContent
      : q.type === "many"
        ? q.checkBoxContent
        : q.type === "category"
          ? q.categoryContent
          : undefined;
  // The mandatory category question too: without choices no applicant could submit the form.
  if (choices && choices.length === 0) throw new Invalid("host.questionChoices");
}

function toRow(q: Question, part: "main" | "additional", position: number): repo.QuestionInsert {
  const options: Record<string, unknown> = {
    selectContent: q.selectContent,
    radioContent: q.radioContent,
    checkBoxContent: q.checkBoxContent,
    fileContent: q.fileContent,
    categoryContent: q.categoryContent,
    keywordContent: q.keywordContent,
    keywordOptions: q.keywordOptions,
  };
  return {
    id: q.id,
    formId: 0,
    part,
    position,
    type: q.type,
    title: q.title,
    content: q.content,
    explain: q.explain,
    explainCheck: q.explainCheck,
    requireCheck: q.requireCheck,
    secretCheck: q.secretCheck,
    options,
    defaultId: q.defaultId,
  };
}

/**
 * Creates or replaces the form held in one of the sub-event's form slots, in one transaction.
 * Refused once the event is approved.
 */
export async function saveForm(
  ctx: AppContext,
  actor: Actor,
  subEventId: number,
  slot: TFormSlot,
  body: FormBody,
): Promise<TFormDefinition> {
  const { event, subEvent } = await requireManager(ctx, actor, subEventId);
  if (areFormsLocked(event)) throw new Invalid("host.formsLocked");
  const kind = FORM_SLOTS[slot];
  assertMandatoryQuestions(kind, body);
  for (const q of [...body.content, ...body.additional]) assertChoices(q);
  const formId = await ctx.db.transaction(async (tx) => {
    const currentId = subEvent[slot];
    const current = currentId === null ? undefined : await repo.findForm(tx, currentId);
    const form =
      current && current.subEventId === subEventId
        ? await repo.touchForm(tx, current.id, body.title)
        : await repo.insertForm(tx, subEventId, kind, body.title);
    const rows = [
      ...body.content.map((q, i) => toRow(q, "main", i)),
      ...body.additional.map((q, i) => toRow(q, "additional", i)),
    ].map((r) => ({ ...r, formId: form.id }));
    await repo.replaceQuestions(tx, form.id, rows);
    if (currentId !== form.id) await repo.linkForm(tx, subEventId, slot, form.id);
    return form.id;
  });
  return formDetail(ctx, actor, subEventId, formId);
}
