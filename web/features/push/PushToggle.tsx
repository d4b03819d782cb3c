import { Alert, FormControlLabel, Stack, Switch, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import {
  disablePush,
  ensurePushSubscription,
  forgetPushOnLogout,
  type PushState,
  pushState,
} from "./push-client";

/**
 * "Reminders on this phone": a switch that subscribes this browser to Web Push (asking for permission on the
 * tap), with a word on why it cannot (unsupported browser, notifications blocked: how to allow them).
 */
export function PushToggle() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | "loading">("loading");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    forgetPushOnLogout();
    let live = true;
    void pushState()
      .catch((): PushState => "unsupported")
      .then((next) => {
        if (live) setState(next);
      });
    return () => {
      live = false;
    };
  }, []);

  async function change(on: boolean) {
    setBusy(true);
    try {
      const next = on ? await ensurePushSubscription() : await disablePush();
      setState(next);
      if (next === "on") toast(t("push.turnedOn"), "success");
      else if (!on) toast(t("push.turnedOff"), "info");
    } catch {
      toast(t("push.failed"), "error");
      setState(await pushState().catch((): PushState => "unsupported"));
    } finally {
      setBusy(false);
    }
  }

  const help =
    state === "unsupported"
      ? t("push.unsupported")
      : state === "on"
        ? t("push.onHelp")
        : state === "off"
          ? t("push.offHelp")
          : undefined;
  return (
    <Stack spacing={0.5} data-testid="push-toggle" data-state={state}>
      <FormControlLabel
        control={
          <Switch
            checked={state === "on"}
            disabled={busy || state === "loading" || state === "unsupported" || state === "denied"}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={t("push.toggle")}
      />
      {state === "denied" ? (
        <Alert severity="warning" variant="outlined">
          {t("push.denied")}
        </Alert>
      ) : (
        help && (
          <Typography variant="body2" color="text.secondary">
            {help}
          </Typography>
        )
      )}
    </Stack>
  );
}
