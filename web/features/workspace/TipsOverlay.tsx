import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MobileStepper,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export const TIPS_KEY = "subEventFirst";
const STEPS = 3;

/** The 3-step tips for consulting sub-events, shown until dismissed (local storage `subEventFirst`). */
export function TipsOverlay() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => localStorage.getItem(TIPS_KEY) === null);
  const [step, setStep] = useState(0);
  const dismiss = () => {
    localStorage.setItem(TIPS_KEY, "Y");
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={dismiss} aria-labelledby="tips-title" maxWidth="xs" fullWidth>
      <DialogTitle id="tips-title">{t(`workspace.tips.title${step}`)}</DialogTitle>
      <DialogContent>
        <Typography>{t(`workspace.tips.body${step}`)}</Typography>
        <MobileStepper
          variant="dots"
          steps={STEPS}
          position="static"
          activeStep={step}
          aria-label={t("workspace.tips.step", { step: step + 1, total: STEPS })}
          backButton={null}
          nextButton={null}
          sx={{ justifyContent: "center", bgcolor: "transparent", mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss}>{t("workspace.tips.skip")}</Button>
        {step > 0 && <Button onClick={() => setStep(step - 1)}>{t("common.prev")}</Button>}
        {step < STEPS - 1 ? (
          <Button variant="contained" onClick={() => setStep(step + 1)}>
            {t("common.next")}
          </Button>
        ) : (
          <Button variant="contained" onClick={dismiss}>
            {t("workspace.tips.done")}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
