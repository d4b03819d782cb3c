import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Rating,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TFormQuestion, TKeyword } from "../../../shared/contract";
import { LONG_MAX, SHORT_MAX, withScheme } from "../../../shared/validation/forms";
import { currentLanguage } from "../../i18n";
import { choiceLabel, type FormValue } from "./answer-state";
import { FileUpload } from "./FileUpload";
import { KeywordPicker } from "./KeywordPicker";
import { ProductField } from "./ProductField";

export interface QuestionFieldProps {
  question: TFormQuestion;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
  eventId: number;
  keywordOptions: TKeyword[];
  required: boolean;
  /** Locked answers (company name after submission, or filled from the card) are shown but not editable. */
  locked?: boolean;
  /** Applied to typed text (English-only cards strip other characters). */
  sanitize?: (text: string) => string;
}

const same = (text: string) => text;

/** One input per question type; the label carries the required mark and the explanation when shown. */
export function QuestionField(props: QuestionFieldProps) {
  const { question: q, onChange, eventId, keywordOptions, required, locked, sanitize = same } = props;
  const { t } = useTranslation();
  const language = currentLanguage();
  const value: FormValue = props.value ?? { uuid: q.id, content: "", answerUuid: "" };
  const id = `q-${q.id}`;
  const set = (patch: Partial<FormValue>) => onChange({ ...value, ...patch, uuid: q.id });
  const label = `${q.title}${required ? " *" : ""}`;
  const explain = q.explainCheck === "Y" && q.explain ? q.explain : undefined;

  if (q.type === "text") {
    return (
      <Stack sx={{ gap: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{q.title}</Typography>
        {(q.content || explain) && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-wrap" }}>
            {q.content || explain}
          </Typography>
        )}
      </Stack>
    );
  }
  if (q.type === "short" || q.type === "long" || q.type === "url") {
    const long = q.type === "long";
    return (
      <TextField
        id={id}
        label={q.title}
        helperText={explain}
        value={value.content}
        required={required}
        disabled={locked}
        multiline={long}
        minRows={long ? 4 : undefined}
        maxRows={long ? 30 : undefined}
        onChange={(e) => set({ content: sanitize(e.target.value) })}
        onBlur={q.type === "url" ? (e) => set({ content: withScheme(e.target.value) }) : undefined}
        slotProps={{
          htmlInput: {
            maxLength: long || q.type === "url" ? LONG_MAX : SHORT_MAX,
            inputMode: q.type === "url" ? "url" : undefined,
          },
        }}
      />
    );
  }
  if (q.type === "keyword") {
    return (
      <Stack sx={{ gap: 0.5 }}>
        {explain && (
          <Typography variant="body2" color="text.secondary">
            {explain}
          </Typography>
        )}
        <KeywordPicker
          id={id}
          label={label}
          value={value.content}
          options={keywordOptions}
          onChange={(content) => set({ content })}
          sanitize={sanitize}
        />
      </Stack>
    );
  }
  if (q.type === "category") {
    return (
      <TextField
        id={id}
        select
        label={q.title}
        helperText={explain ?? t("form.chooseCategory")}
        required={required}
        value={value.answerUuid ?? ""}
        onChange={(e) => {
          const choice = q.categoryContent.find((c) => c.id === e.target.value);
          set({ answerUuid: e.target.value, content: choice ? choiceLabel(choice, language) : "" });
        }}
      >
        {q.categoryContent.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {choiceLabel(c, language)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <FormControl component="fieldset" required={required} sx={{ gap: 1 }}>
      <FormLabel component="legend">{q.title}</FormLabel>
      {explain && (
        <Typography variant="body2" color="text.secondary">
          {explain}
        </Typography>
      )}
      {q.type === "single" && (
        <RadioGroup
          value={value.answerUuid ?? ""}
          onChange={(e) => {
            const choice = q.radioContent.find((c) => c.id === e.target.value);
            set({ answerUuid: e.target.value, content: choice ? choiceLabel(choice, language) : "" });
          }}
        >
          {q.radioContent.map((c) => (
            <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={choiceLabel(c, language)} />
          ))}
        </RadioGroup>
      )}
      {q.type === "many" && (
        <FormGroup>
          {q.checkBoxContent.map((c) => {
            const picked = (value.answerUuid ?? "").split(",").filter(Boolean);
            const checked = picked.includes(c.id);
            return (
              <FormControlLabel
                key={c.id}
                label={choiceLabel(c, language)}
                control={
                  <Checkbox
                    checked={checked}
                    onChange={() => {
                      const ids = q.checkBoxContent
                        .map((o) => o.id)
                        .filter((oid) => (oid === c.id ? !checked : picked.includes(oid)));
                      const labels = q.checkBoxContent
                        .filter((o) => ids.includes(o.id))
                        .map((o) => choiceLabel(o, language));
                      set({ answerUuid: ids.join(","), content: labels.join(",") });
                    }}
                  />
                }
              />
            );
          })}
        </FormGroup>
      )}
      {q.type === "star" && (
        <Rating
          name={id}
          value={Number(value.content) || null}
          onChange={(_, v) => set({ content: v ? String(v) : "" })}
          getLabelText={(count) => t("form.stars", { count })}
        />
      )}
      {q.type === "file" && (
        <FileUpload
          eventId={eventId}
          label={t("form.upload")}
          fileName={value.fileName}
          filePath={value.filePath}
          onUploaded={(file) =>
            set({ content: String(file.id), fileName: file.fileName, filePath: file.filePath })
          }
        />
      )}
      {q.type === "product" && (
        <ProductField id={id} value={value} eventId={eventId} onChange={(v) => set(v)} sanitize={sanitize} />
      )}
    </FormControl>
  );
}
