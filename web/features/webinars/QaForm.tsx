import { Box, Button, Checkbox, FormControlLabel, Stack } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { qaProblem } from "../../../shared/validation/webinar-qa";
import { useAsk } from "../../api/webinars";
import { toast, toastError } from "../../lib/toast";
import { QaTextField } from "./QaTextField";

/**
 * Asks a question, or answers one (`question` given): the private box is then disabled and follows the
 * question. The text is checked before sending (trimmed, 3 to 1000) with the spec's messages.
 */
export function QaForm({
  webinarId,
  question,
  onDone,
}: {
  webinarId: number;
  question?: { id: number; isPrivate: boolean };
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const ask = useAsk(webinarId);
  const [text, setText] = useState("");
  const [isPrivate, setPrivate] = useState(false);
  const submit = () => {
    if (!webinarId) return toast(t("webinar.contentVaildationNoneId"));
    const problem = qaProblem(text);
    if (problem) return toast(t(problem));
    ask.mutate(
      { content: text, isPrivate, questionId: question?.id },
      {
        onSuccess: () => {
          setText("");
          setPrivate(false);
          onDone?.();
        },
        onError: toastError,
      },
    );
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <QaTextField
        value={text}
        onChange={setText}
        label={question ? t("webinar.answerLabel") : t("webinar.questionLabel")}
        autoFocus={Boolean(question)}
      />
      <Stack direction="row" sx={{ gap: 1, alignItems: "center", justifyContent: "space-between", mt: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={question ? question.isPrivate : isPrivate}
              disabled={Boolean(question)}
              onChange={(e) => setPrivate(e.target.checked)}
            />
          }
          label={question ? t("webinar.privateFollows") : t("webinar.privateQuestion")}
        />
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
          {onDone && question && <Button onClick={onDone}>{t("common.cancel")}</Button>}
          <Button type="submit" variant="contained" disabled={ask.isPending} sx={{ whiteSpace: "nowrap" }}>
            {question ? t("webinar.sendAnswer") : t("webinar.ask")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
