import { Alert, Box, Button, Paper, Tab, Tabs, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentUser } from "../../api/account";
import { useCompanyDetail, useWithdrawApplication } from "../../api/workspace";
import { ConfirmDialog } from "../../features/common/ConfirmDialog";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { AnswersPanel } from "../../features/workspace/AnswersPanel";
import { CardView } from "../../features/workspace/CardView";
import { useWorkspace } from "../../features/workspace/context";
import { toast, toastError } from "../../lib/toast";

type Step = "me" | "myInfo" | "additional";

/** My info in three steps: me (profile), my info (form answers), additional info (when the form has some). */
export default function MyInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subEvent, place } = useWorkspace();
  const user = useCurrentUser();
  const detail = useCompanyDetail(place.application?.id);
  const withdraw = useWithdrawApplication();
  const [step, setStep] = useState<Step>("me");
  const [confirming, setConfirming] = useState(false);
  if (!place.application) return <Empty>{t("workspace.manager.noApplication")}</Empty>;
  if (detail.isLoading) return <Loading />;
  if (detail.isError || !detail.data)
    return (
      <LoadError
        error={detail.error ?? undefined}
        message={detail.error ? undefined : t("workspace.applicationNotFound")}
      />
    );
  const d = detail.data;
  const steps: Step[] = d.hasAdditional ? ["me", "myInfo", "additional"] : ["me", "myInfo"];
  const approval = place.application.approval;
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("workspace.nav.myInfo")}
      </Typography>
      {approval === "reject" && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <strong>{t("workspace.rejected")}</strong>
          {d.reason && <Box sx={{ mt: 0.5, whiteSpace: "pre-wrap" }}>{d.reason}</Box>}
        </Alert>
      )}
      {approval === "waiting" && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            place.role === "owner" && (
              <Button
                color="inherit"
                size="small"
                disabled={withdraw.isPending}
                onClick={() => setConfirming(true)}
              >
                {t("workspace.withdraw")}
              </Button>
            )
          }
        >
          {t("workspace.waiting")}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        message={t("workspace.withdrawConfirm")}
        confirmLabel={t("workspace.withdraw")}
        danger
        busy={withdraw.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          withdraw.mutate(d.id, {
            onSuccess: () => {
              setConfirming(false);
              toast(t("workspace.withdrawn"), "success");
              navigate(`/event/detail/${subEvent.eventId}`, { replace: true });
            },
            onError: toastError,
          })
        }
      />
      <Tabs
        value={step}
        onChange={(_, value: Step) => setStep(value)}
        aria-label={t("workspace.nav.myInfo")}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}
      >
        {steps.map((s) => (
          <Tab key={s} value={s} label={t(`workspace.myInfo.${s}`)} />
        ))}
      </Tabs>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="tabpanel">
        {step === "me" &&
          (user.data ? (
            <CardView
              card={{
                company: user.data.company,
                name: user.data.name,
                position: user.data.position,
                email: user.data.email,
                countryNumber: user.data.countryNumber,
                phoneNumber: user.data.phoneNumber,
              }}
            />
          ) : (
            <Loading />
          ))}
        {step === "myInfo" && (
          <Box sx={{ display: "grid", gap: 3 }}>
            <Box>
              <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
                {t("workspace.myInfo.card")}
              </Typography>
              <CardView card={d.businessCard} />
            </Box>
            <AnswersPanel
              subEvent={subEvent}
              applicationId={d.id}
              type={d.type}
              part="content"
              editable={place.role === "owner"}
            />
          </Box>
        )}
        {step === "additional" && (
          <AnswersPanel
            subEvent={subEvent}
            applicationId={d.id}
            type={d.type}
            part="additional"
            editable={place.role === "owner"}
          />
        )}
      </Paper>
    </Box>
  );
}
