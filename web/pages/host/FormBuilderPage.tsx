import { Alert, Box, Button, Menu, MenuItem, Stack, Tab, Tabs, TextField, Typography } from "@mui/material";
import type { i18n as I18n } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import {
  EVENT_CATEGORIES,
  FORM_SLOT_NAMES,
  FORM_SLOTS,
  KINDS_WITH_MANDATORY_QUESTIONS,
  QUESTION_TYPES,
  type TFormSlot,
} from "../../../shared/contract";
import { useSubEvent } from "../../api/events";
import { useHostEvent, useHostForm, useSaveForm } from "../../api/host";
import { Loading } from "../../features/common/states";
import { FormPartFields } from "../../features/forms/FormPart";
import {
  blankQuestion,
  fromQuestion,
  mandatoryQuestions,
  type QuestionDraft,
  QuestionEditor,
  questionWithoutChoices,
  toPreview,
} from "../../features/host/QuestionEditor";
import { splitCategories } from "../../lib/format";
import { toast, toastError } from "../../lib/toast";

type Part = "content" | "additional";

/**
 * The event's categories as the category question's choices (all the spec's categories when the event has
 * none), labelled in the interface's language, with the Korean label beside it when that is loaded.
 */
function categoryChoices(joined: string | string[], i18n: I18n) {
  const codes = (Array.isArray(joined) ? joined : splitCategories(joined)).filter(Boolean);
  const ko = i18n.getFixedT("ko");
  return (codes.length ? codes : [...EVENT_CATEGORIES]).map((code) => {
    const key = `category.${code}`;
    const content = i18n.exists(key) ? i18n.t(key) : code;
    const korean = i18n.exists(key, { lng: "ko" }) ? ko(key) : undefined;
    return korean && korean !== content ? { id: code, content, contentKo: korean } : { id: code, content };
  });
}

/** /host/subEvents/:subEventId/forms/:slot: build a form (questions, types, flags, options, order) with a preview. */
export default function FormBuilderPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const subEventId = Number(params.subEventId);
  const slot = params.slot as TFormSlot;
  const { data: subEvent, isLoading } = useSubEvent(subEventId);
  const { data: event } = useHostEvent(subEvent?.eventId);
  const formId = subEvent ? subEvent[slot] : undefined;
  const { data: form, isLoading: formLoading } = useHostForm(subEventId, formId);
  const save = useSaveForm();
  const [title, setTitle] = useState("");
  const [parts, setParts] = useState<Record<Part, QuestionDraft[]>>({ content: [], additional: [] });
  const [tab, setTab] = useState<"edit" | "preview">("edit");
  const [adding, setAdding] = useState<{ anchor: HTMLElement; part: Part } | null>(null);
  const kind = FORM_SLOTS[slot];

  useEffect(() => {
    if (!subEvent || formLoading || !event) return;
    if (form) {
      setTitle(form.title);
      const of = (p: typeof form.content) =>
        p.formIds.flatMap((id) => (p.formData[id] ? [fromQuestion(p.formData[id])] : []));
      setParts({ content: of(form.content), additional: of(form.additional) });
    } else if (kind && KINDS_WITH_MANDATORY_QUESTIONS.includes(kind)) {
      setParts({ content: mandatoryQuestions(t, categoryChoices(event.categories, i18n)), additional: [] });
    }
  }, [subEvent, event, form, formLoading, kind, t, i18n]);

  if (!FORM_SLOT_NAMES.includes(slot)) return <Alert severity="error">{t("form.notFound")}</Alert>;
  if (isLoading || (formId && formLoading)) return <Loading />;
  const locked = event?.formsLocked ?? false;

  const update = (part: Part, fn: (list: QuestionDraft[]) => QuestionDraft[]) =>
    setParts((p) => ({ ...p, [part]: fn(p[part]) }));
  const move = (part: Part, i: number, delta: -1 | 1) =>
    update(part, (list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + delta, 0, item!);
      return next;
    });

  const submit = async () => {
    const empty = questionWithoutChoices([...parts.content, ...parts.additional]);
    if (empty) {
      toast(`${t("host.questionChoices")} (${empty.title || t(`hostUi.type.${empty.type}`)})`, "warning");
      return;
    }
    const strip = (list: QuestionDraft[]) =>
      list.map(({ key, ...q }) => ({ ...q, id: key.startsWith("new-") ? undefined : key }));
    try {
      await save.mutateAsync({
        subEventId,
        slot,
        body: { title, content: strip(parts.content), additional: strip(parts.additional) },
      });
      toast(t("hostUi.saved"), "success");
    } catch (e) {
      toastError(e);
    }
  };

  const renderPart = (part: Part) => (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {t(part === "content" ? "hostUi.mainQuestions" : "hostUi.additionalQuestions")}
      </Typography>
      {parts[part].length === 0 && <Typography color="text.secondary">{t("hostUi.noQuestions")}</Typography>}
      {parts[part].map((q, i) => (
        <QuestionEditor
          key={q.key}
          question={q}
          index={i}
          count={parts[part].length}
          disabled={locked}
          onChange={(next) => update(part, (list) => list.map((x) => (x.key === q.key ? next : x)))}
          onMove={(delta) => move(part, i, delta)}
          onDelete={() => update(part, (list) => list.filter((x) => x.key !== q.key))}
        />
      ))}
      <Box>
        <Button
          variant="outlined"
          disabled={locked}
          onClick={(e) => setAdding({ anchor: e.currentTarget, part })}
        >
          {t("hostUi.addQuestion")}
        </Button>
      </Box>
    </Stack>
  );

  return (
    <Stack sx={{ gap: 3 }}>
      <Box>
        <Button component={RouterLink} to={`/host/subEvents/${subEventId}`} size="small">
          ← {t("hostUi.editSubEvent")}
        </Button>
        <Typography variant="h4" component="h1">
          {t(`hostUi.slot.${slot}`)}
        </Typography>
      </Box>
      {locked && <Alert severity="info">{t("host.formsLocked")}</Alert>}
      <TextField
        label={t("hostUi.formTitle")}
        value={title}
        disabled={locked}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Tabs value={tab} onChange={(_, v) => setTab(v)} aria-label={t("hostUi.forms")}>
        <Tab value="edit" label={t("hostUi.builder")} />
        <Tab value="preview" label={t("hostUi.preview")} />
      </Tabs>
      {tab === "edit" ? (
        <Stack sx={{ gap: 4 }}>
          {renderPart("content")}
          {renderPart("additional")}
        </Stack>
      ) : (
        <Box
          component="fieldset"
          disabled
          sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
          aria-label={t("hostUi.preview")}
        >
          <Stack sx={{ gap: 4 }}>
            {(["content", "additional"] as const).map((part) => (
              <Stack key={part} sx={{ gap: 2 }}>
                <Typography variant="h6" component="h2">
                  {t(part === "content" ? "hostUi.mainQuestions" : "hostUi.additionalQuestions")}
                </Typography>
                <FormPartFields
                  questions={parts[part].map(toPreview)}
                  values={{}}
                  onChange={() => undefined}
                  eventId={subEvent?.eventId ?? 0}
                  keywordOptions={[]}
                  consulting={subEvent?.category === "consulting"}
                  lockedIds={parts[part].map((q) => q.key)}
                />
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
      <Box>
        <Button variant="contained" size="large" disabled={locked || save.isPending} onClick={submit}>
          {t("common.save")}
        </Button>
      </Box>
      <Menu anchorEl={adding?.anchor} open={Boolean(adding)} onClose={() => setAdding(null)}>
        {QUESTION_TYPES.filter(
          (type) => type !== "category" || !parts.content.some((q) => q.defaultId === "category"),
        ).map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              if (adding) update(adding.part, (list) => [...list, blankQuestion(type)]);
              setAdding(null);
            }}
          >
            {t(`hostUi.type.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
