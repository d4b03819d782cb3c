import {
  Alert,
  Box,
  Button,
  Container,
  Divider,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { useSession } from "../../api/account";
import {
  useApply,
  useApplyWithoutLogin,
  useCheckEvent,
  useFormDefinition,
  useKeywordOptions,
  useMyApplication,
  useOnSiteRegister,
} from "../../api/applications";
import { ApiError } from "../../api/client";
import { useSubEvent } from "../../api/events";
import { Loading } from "../../features/common/states";
import { answerInputs } from "../../features/forms/answer-state";
import { BusinessCardFields, CardHeading } from "../../features/forms/BusinessCardFields";
import { FormPartFields, FormPartView } from "../../features/forms/FormPart";
import { FormLanguagesSection } from "../../features/meeting-languages/FormLanguagesSection";
import { currentLanguage } from "../../i18n";
import { localized } from "../../lib/format";
import { toast, toastError } from "../../lib/toast";
import { formIdOf, isFormKind, KINDS, titleKey } from "./form-kinds";
import { useApplicationForm } from "./use-application-form";
import { WaitingApplication } from "./WaitingApplication";

const STEPS = ["form.step1", "form.step2", "form.step3"] as const;

/** /form/subEvent/{id}/{kind}: company info, additional info (skipped when empty), review, done. */
export default function ApplicationFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const kind = params.kind;
  const subEventId = Number(params.id);
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn } = useSession();
  const valid = isFormKind(kind) && Number.isInteger(subEventId) && subEventId > 0;
  const registrationKind = kind === "registration";
  const subEvent = useSubEvent(valid ? subEventId : undefined);
  const isRegistration = registrationKind || subEvent.data?.category === "registration";
  const needsLogin = !signedIn && !isRegistration;
  const check = useCheckEvent(subEventId, valid ? KINDS[kind].attendee : "seller");
  const mine = useMyApplication(
    subEventId,
    signedIn && check.error instanceof ApiError && check.error.status === 409,
  );
  const formId = subEvent.data && valid ? formIdOf(subEvent.data, kind) : null;
  const form = useFormDefinition(subEventId, formId);
  const keywords = useKeywordOptions(valid ? subEventId : 0);
  const state = useApplicationForm(subEvent.data, form.data);
  const apply = useApply();
  const applyAnonymous = useApplyWithoutLogin();
  const onSite = useOnSiteRegister();
  const [step, setStep] = useState(0);
  const waiting = mine.data?.approval === "waiting";

  useEffect(() => {
    if (!valid || subEvent.isLoading) return;
    if (needsLogin && subEvent.data) {
      toast(t("form.loginToApply"));
      navigate("/auth/login", { replace: true, state: { from: location.pathname } });
      return;
    }
    if (subEvent.isError) {
      toastError(subEvent.error);
      navigate("/", { replace: true });
      return;
    }
    const error = check.error;
    if (!error || step === 3) return;
    if (error instanceof ApiError && error.status === 409 && signedIn && (mine.isLoading || waiting)) return;
    toastError(error);
    navigate("/", { replace: true });
  }, [
    valid,
    needsLogin,
    subEvent,
    check.error,
    signedIn,
    mine.isLoading,
    waiting,
    step,
    navigate,
    location.pathname,
    t,
  ]);

  if (!valid) return <Navigate to="/" replace />;
  if (waiting && mine.data) return <WaitingApplication application={mine.data} subEventId={subEventId} />;
  if (
    subEvent.isLoading ||
    check.isLoading ||
    form.isLoading ||
    !subEvent.data ||
    check.isError ||
    needsLogin
  )
    return <Loading />;

  const sub = subEvent.data;
  const mainEventId = sub.mainEvent.id;
  const hasAdditional = state.additional.length > 0;
  const language = currentLanguage();
  const subEventName = localized(language, sub.name, sub.nameEn) || t(`subEventCategory.${sub.category}`);
  const busy = apply.isPending || applyAnonymous.isPending || onSite.isPending;
  // sub-events with meetings ask the meeting languages as a built-in field (docs/decisions.md, "Meeting languages")
  const asksLanguages = sub.matching === "Y" && !isRegistration;
  const languages = asksLanguages ? state.languages : [];

  const next = () => {
    if (step === 0 && !state.checkStepOne()) return;
    if (step === 1 && !state.checkStepTwo()) return;
    setStep(step === 0 && !hasAdditional ? 2 : step + 1);
    window.scrollTo({ top: 0 });
  };
  const back = () => setStep(step === 2 && !hasAdditional ? 0 : step - 1);

  const submit = async () => {
    const answers = form.data
      ? answerInputs(form.data.id, [...state.main, ...state.additional], state.values)
      : [];
    const type = KINDS[kind].type;
    const body = { subEventId, type, businessCard: state.card, answers, keywordIds: [], languages };
    try {
      if (signedIn) {
        await apply.mutateAsync(body);
        setStep(3);
        return;
      }
      const result =
        sub.onSiteRegit === "Y"
          ? await onSite.mutateAsync({ subEventId, type, ...state.card, answers })
          : await applyAnonymous.mutateAsync(body);
      navigate(`/form/subEvent/${subEventId}/result`, {
        replace: true,
        state: { category: sub.category, ...result },
      });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack sx={{ gap: 3 }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {subEventName}
          </Typography>
          <Typography component="h1" variant="h3">
            {form.data?.title || t(titleKey(kind))}
          </Typography>
        </Box>
        <Stepper activeStep={Math.min(step, 3)} alternativeLabel>
          {STEPS.map((key, i) => (
            <Step
              key={key}
              completed={(step > i || step === 3) && !(i === 1 && !hasAdditional)}
              disabled={i === 1 && !hasAdditional}
            >
              <StepLabel>{t(key)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          {step === 0 && (
            <Stack sx={{ gap: 3 }}>
              <CardHeading />
              <BusinessCardFields value={state.card} onChange={state.setCard} sanitize={state.sanitize} />
              <Divider />
              <FormPartFields
                questions={state.main}
                values={state.values}
                onChange={state.setAnswer}
                eventId={mainEventId}
                keywordOptions={keywords.data ?? []}
                consulting={state.consulting}
                lockedIds={state.lockedIds}
                sanitize={state.sanitize}
              />
              {asksLanguages && (
                <>
                  <Divider />
                  <FormLanguagesSection value={state.languages} onChange={state.setLanguages} />
                </>
              )}
            </Stack>
          )}
          {step === 1 && (
            <FormPartFields
              questions={state.additional}
              values={state.values}
              onChange={state.setAnswer}
              eventId={mainEventId}
              keywordOptions={keywords.data ?? []}
              consulting={state.consulting}
              sanitize={state.sanitize}
            />
          )}
          {step === 2 && (
            <Stack sx={{ gap: 3 }}>
              <CardHeading />
              <BusinessCardFields value={state.card} onChange={() => undefined} readOnly />
              <FormPartView questions={[...state.main, ...state.additional]} values={state.values} />
              {asksLanguages && (
                <FormLanguagesSection value={state.languages} onChange={() => undefined} readOnly />
              )}
            </Stack>
          )}
          {step === 3 && (
            <Stack sx={{ gap: 2, alignItems: "flex-start" }} role="status">
              <Alert severity="success" sx={{ width: "100%" }}>
                {t("form.doneTitle")}
              </Alert>
              <Typography>{t("form.doneText")}</Typography>
              <Button variant="contained" onClick={() => navigate(`/event/detail/${mainEventId}`)}>
                {t("form.toEvent")}
              </Button>
            </Stack>
          )}
        </Paper>
        {step < 3 && (
          <Stack direction="row" sx={{ gap: 1, justifyContent: "space-between", flexWrap: "wrap" }}>
            <Button color="inherit" onClick={() => navigate(`/event/detail/${mainEventId}`)}>
              {t("common.cancel")}
            </Button>
            <Stack direction="row" sx={{ gap: 1 }}>
              {step > 0 && (
                <Button variant="outlined" onClick={back} disabled={busy}>
                  {t("common.back")}
                </Button>
              )}
              {step < 2 ? (
                <Button variant="contained" onClick={next}>
                  {t("common.next")}
                </Button>
              ) : (
                <Button variant="contained" onClick={submit} disabled={busy}>
                  {t("form.submit")}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
