import { Button, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TRefillRequest } from "../../../shared/contract";
import { toast, toastError } from "../../lib/toast";
import { Reasons } from "../matching/Reasons";
import { useAcceptRefill, useDeclineRefill } from "./api";
import { Counterpart } from "./Counterpart";

/** A standby request sent to me: meet now at their table for the rest of the slot; accept or decline in one tap. */
export function RequestCard({
  request,
  timeZone,
  online,
}: {
  request: TRefillRequest;
  timeZone: string;
  online: boolean;
}) {
  const { t, i18n } = useTranslation();
  const accept = useAcceptRefill();
  const decline = useDeclineRefill();
  const busy = accept.isPending || decline.isPending;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    }).format(new Date(iso));
  return (
    <Paper
      component="section"
      aria-label={t("day.request.label", { company: request.from.company })}
      variant="outlined"
      data-testid="day-request"
      sx={{ p: 2, borderColor: "primary.main", borderWidth: 2, borderRadius: 3 }}
    >
      <Typography variant="overline" color="primary">
        {t("day.request.title")}
      </Typography>
      <Counterpart who={request.from} size={44} />
      <Typography sx={{ mt: 1, fontWeight: 600 }}>
        {t("day.request.when", {
          start: time(request.startsAt),
          end: time(request.endsAt),
          place: request.place,
        })}
      </Typography>
      <Reasons reasons={request.reasons} />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!online || busy}
          onClick={() =>
            accept.mutate(request.proposalId, {
              onSuccess: () => toast(t("day.request.accepted"), "success"),
              onError: toastError,
            })
          }
        >
          {t("day.request.accept")}
        </Button>
        <Button
          variant="outlined"
          size="large"
          fullWidth
          disabled={!online || busy}
          onClick={() => decline.mutate(request.proposalId, { onError: toastError })}
        >
          {t("day.request.decline")}
        </Button>
      </Stack>
    </Paper>
  );
}
