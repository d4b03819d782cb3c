import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { QUESTION_TYPES, type TFormQuestion, type TQuestionInput } from "../../../shared/contract";

/** A question being edited; `key` identifies it in the builder before it has an id. */
export type QuestionDraft = TQuestionInput & { key: string };

let counter = 0;
export function newKey(): string {
  counter += 1;
  return `new-${Date.now()}-${counter}`;
}

export function blankQuestion(type: TQuestionInput["type"]): QuestionDraft {
  return {
    key: newKey(),
    title: "",
    type,
    explainCheck: "N",
    requireCheck: "N",
    secretCheck: "N",
    defaultId: "",
  };
}

type Choice = { id: string; content: string; contentKo?: string };

/**
 * Mandatory questions a participation form starts with; the category question offers `categories` (the
 * event's categories), so a form saved as it starts can be answered.
 */
export function mandatoryQuestions(t: (k: string) => string, categories: Choice[]): QuestionDraft[] {
  return [
    {
      ...blankQuestion("short"),
      title: t("hostUi.q.companyName"),
      requireCheck: "Y",
      defaultId: "companyName",
    },
    {
      ...blankQuestion("category"),
      title: t("hostUi.q.category"),
      requireCheck: "Y",
      defaultId: "category",
      categoryContent: categories,
    },
  ];
}

export function fromQuestion(q: TFormQuestion): QuestionDraft {
  return { ...q, key: q.id, defaultId: (q.defaultId || "") as QuestionDraft["defaultId"] };
}

/** The draft as the question the applicant will see (for the preview). */
export function toPreview(q: QuestionDraft): TFormQuestion {
  return {
    id: q.key,
    title: q.title,
    type: q.type,
    content: q.content ?? "",
    explain: q.explain ?? "",
    explainCheck: q.explainCheck ?? "N",
    requireCheck: q.requireCheck ?? "N",
    secretCheck: q.secretCheck ?? "N",
    selectContent: q.selectContent ?? "",
    radioContent: q.radioContent ?? [],
    checkBoxContent: q.checkBoxContent ?? [],
    fileContent: q.fileContent ?? null,
    categoryContent: q.categoryContent ?? [],
    keywordContent: q.keywordContent ?? "",
    keywordOptions: q.keywordOptions ?? [],
    defaultId: q.defaultId ?? "",
  };
}

/** The first choice question (single, many, category) that has no choice yet, if any. */
export function questionWithoutChoices(list: QuestionDraft[]): QuestionDraft | undefined {
  return list.find((q) => {
    if (q.type !== "single" && q.type !== "many" && q.type !== "category") return false;
    return (q[CHOICE_FIELD[q.type]] ?? []).length === 0;
  });
}

const CHOICE_FIELD = {
  single: "radioContent",
  many: "checkBoxContent",
  category: "categoryContent",
} as const;

interface Props {
  question: QuestionDraft;
  index: number;
  count: number;
  disabled: boolean;
  onChange: (q: QuestionDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}

/** One question card: title, type, flags, options, order and delete (built-in questions cannot be deleted). */
export function QuestionEditor({ question: q, index, count, disabled, onChange, onMove, onDelete }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<QuestionDraft>) => onChange({ ...q, ...patch });
  const choiceField = CHOICE_FIELD[q.type as keyof typeof CHOICE_FIELD];
  const choices = choiceField ? (q[choiceField] ?? []) : [];
  const builtIn = q.defaultId !== "" && q.defaultId !== undefined;
  const flag = (field: "explainCheck" | "requireCheck" | "secretCheck", label: string) => (
    <FormControlLabel
      control={
        <Switch
          size="small"
          checked={q[field] === "Y"}
          disabled={disabled}
          onChange={(e) => set({ [field]: e.target.checked ? "Y" : "N" })}
        />
      }
      label={label}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={t("hostUi.questionN", { n: index + 1 })} role="group">
      <Stack sx={{ gap: 1.5 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <Typography variant="subtitle2">{index + 1}.</Typography>
          {builtIn && <Chip size="small" color="primary" label={t("hostUi.mandatory")} />}
          <Box sx={{ flex: 1 }} />
          <Button
            size="small"
            disabled={disabled || index === 0}
            onClick={() => onMove(-1)}
            aria-label={t("hostUi.moveUp")}
          >
            ↑
          </Button>
          <Button
            size="small"
            disabled={disabled || index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t("hostUi.moveDown")}
          >
            ↓
          </Button>
          {!builtIn && (
            <Button size="small" color="error" disabled={disabled} onClick={onDelete}>
              {t("common.delete")}
            </Button>
          )}
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1.5 }}>
          <TextField
            fullWidth
            size="small"
            label={t("hostUi.questionTitle")}
            value={q.title}
            disabled={disabled}
            onChange={(e) => set({ title: e.target.value })}
          />
          <TextField
            select
            size="small"
            sx={{ minWidth: 160 }}
            label={t("hostUi.questionType")}
            value={q.type}
            disabled={disabled || builtIn}
            onChange={(e) => set({ type: e.target.value as QuestionDraft["type"] })}
          >
            {QUESTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`hostUi.type.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {q.type === "text" && (
          <TextField
            multiline
            minRows={2}
            size="small"
            label={t("hostUi.textContent")}
            value={q.content ?? ""}
            disabled={disabled}
            onChange={(e) => set({ content: e.target.value })}
          />
        )}
        {q.type === "keyword" && (
          <TextField
            size="small"
            label={t("hostUi.keywordContent")}
            value={q.keywordContent ?? ""}
            disabled={disabled}
            onChange={(e) => set({ keywordContent: e.target.value })}
          />
        )}
        <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2 }}>
          {flag("requireCheck", t("hostUi.required"))}
          {flag("explainCheck", t("hostUi.showExplain"))}
          {flag("secretCheck", t("hostUi.secret"))}
        </Box>
        {q.explainCheck === "Y" && (
          <TextField
            size="small"
            label={t("hostUi.explain")}
            value={q.explain ?? ""}
            disabled={disabled}
            onChange={(e) => set({ explain: e.target.value })}
          />
        )}
        {choiceField && (
          <Stack sx={{ gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t("hostUi.choices")}
            </Typography>
            {choices.map((c, i) => (
              <Stack key={c.id} direction="row" sx={{ gap: 1 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={t("hostUi.choiceN", { n: i + 1 })}
                  value={c.content}
                  disabled={disabled}
                  onChange={(e) =>
                    set({
                      [choiceField]: choices.map((x) =>
                        x.id === c.id ? { ...x, content: e.target.value } : x,
                      ),
                    })
                  }
                />
                <Button
                  size="small"
                  color="inherit"
                  disabled={disabled}
                  onClick={() => set({ [choiceField]: choices.filter((x) => x.id !== c.id) })}
                >
                  {t("common.delete")}
                </Button>
              </Stack>
            ))}
            <Box>
              <Button
                size="small"
                disabled={disabled}
                onClick={() => set({ [choiceField]: [...choices, { id: newKey(), content: "" }] })}
              >
                {t("hostUi.addChoice")}
              </Button>
            </Box>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
