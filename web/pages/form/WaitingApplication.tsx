import { Alert, Button, Container, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { TApplication } from "../../../shared/contract";
import { useFormDefinition } from "../../api/applications";
import { useSubEvent } from "../../api/events";
import { Loading } from "../../features/common/states";
import { questionsOf, valuesFromAnswers } from "../../features/forms/answer-state";
import { BusinessCardFields, EMPTY_CARD } from "../../features/forms/BusinessCardFields";
import { FormPartView } from "../../features/forms/FormPart";

/** A waiting applicant who opens the form sees what they submitted, read-only, with the awaiting message. */
export function WaitingApplication({
  application,
  subEventId,
}: {
  application: TApplication;
  subEventId: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const subEvent = useSubEvent(subEventId);
  const form = useFormDefinition(subEventId, application.formId);
  if (subEvent.isLoading || form.isLoading) return <Loading />;
  const card = application.applicants[0]?.businessCard;
  const questions = [...questionsOf(form.data?.content), ...questionsOf(form.data?.additional)];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack sx={{ gap: 3 }}>
        <Typography component="h1" variant="h3">
          {form.data?.title || t(`form.formTitle.${application.type}`)}
        </Typography>
        <Alert severity="warning">{t("event.waitingMessage")}</Alert>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack sx={{ gap: 3 }}>
            <BusinessCardFields
              value={card ? { ...EMPTY_CARD, ...card } : EMPTY_CARD}
              onChange={() => undefined}
              readOnly
            />
            <FormPartView
              questions={questions}
              values={valuesFromAnswers(application.applicationFormAnswers)}
            />
          </Stack>
        </Paper>
        {subEvent.data && (
          <Button
            sx={{ alignSelf: "flex-start" }}
            variant="outlined"
            onClick={() => navigate(`/event/detail/${subEvent.data.mainEvent.id}`)}
          >
            {t("form.toEvent")}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
