import QrCodeScannerIcon from "@mui/icons-material/QrCodeScanner";
import ScheduleIcon from "@mui/icons-material/Schedule";
import { Alert, Box, Button, Chip, Menu, MenuItem, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TDayCard } from "../../../shared/contract";
import { toast, toastError } from "../../lib/toast";
import { useArrivalByCode } from "./api";
import type { QueuedAction } from "./queue";
import { ScanDialog } from "./ScanDialog";
import type { useDayQueue } from "./useDayQueue";

type Queue = ReturnType<typeof useDayQueue>;

/** The contract's LATE_MINUTES (shared/contract/meeting-day.ts); importing it would bring zod into the page. */
const LATE_MINUTES = [5, 10, 15, 20, 30] as const;

/**
 * "We are here" (one tap, or the table card's QR) and "running late", as the meeting's state allows: the button
 * goes once my side arrived ("waiting for them", then "running"); a tap without a network shows "queued, will be
 * sent" until the server has it.
 */
export function ArrivalActions({ card, queue, online }: { card: TDayCard; queue: Queue; online: boolean }) {
  const { t } = useTranslation();
  const [lateAnchor, setLateAnchor] = useState<HTMLElement | null>(null);
  const [scanning, setScanning] = useState(false);
  const byCode = useArrivalByCode();
  const mine = (kind: QueuedAction["kind"]) =>
    queue.pending.find((a) => a.kind === kind && a.meetingId === card.meetingId);
  const queuedArrival = mine("arrival");
  const queuedLate = mine("late");
  const open = card.state === "upcoming" || card.state === "waiting";
  const arrived = card.myArrivedAt !== null || queuedArrival !== undefined;
  const onSite = card.mode === "offline";

  const scanned = (code: string) => {
    setScanning(false);
    byCode.mutate(code, {
      onSuccess: (c) => toast(t("day.arrival.done", { place: c.place?.name ?? "" }), "success"),
      onError: toastError,
    });
  };

  if (!open && card.state !== "running") return null;
  return (
    <Stack spacing={1.25}>
      {queuedArrival && (
        <Alert severity="info" role="status" data-testid="day-queued">
          {t("day.queue.arrival")}
        </Alert>
      )}
      {card.myArrivedAt && card.state === "waiting" && (
        <Alert severity="success" role="status" data-testid="day-waiting">
          {t("day.arrival.waitingForThem")}
        </Alert>
      )}
      {card.state === "running" && (
        <Alert severity="success" role="status">
          {t("day.arrival.running")}
        </Alert>
      )}
      {open && onSite && !arrived && (
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={{ py: 2, fontSize: "1.25rem", fontWeight: 700 }}
          onClick={() => void queue.take({ kind: "arrival", meetingId: card.meetingId })}
        >
          {t("day.arrival.button")}
        </Button>
      )}
      {open && (
        <Stack direction="row" spacing={1}>
          {onSite && !arrived && (
            <Button
              variant="outlined"
              fullWidth
              startIcon={<QrCodeScannerIcon />}
              disabled={!online || byCode.isPending}
              onClick={() => setScanning(true)}
            >
              {t("day.scan.button")}
            </Button>
          )}
          {!arrived && (
            <Button
              variant="outlined"
              fullWidth
              startIcon={<ScheduleIcon />}
              aria-haspopup="menu"
              aria-expanded={lateAnchor ? true : undefined}
              onClick={(e) => setLateAnchor(e.currentTarget)}
            >
              {t("day.late.button")}
            </Button>
          )}
        </Stack>
      )}
      {queuedLate && queuedLate.kind === "late" && (
        <Box>
          <Chip size="small" color="info" label={t("day.queue.late", { minutes: queuedLate.minutes })} />
        </Box>
      )}
      <Menu anchorEl={lateAnchor} open={Boolean(lateAnchor)} onClose={() => setLateAnchor(null)}>
        <Typography variant="caption" sx={{ px: 2, color: "text.secondary" }}>
          {t("day.late.question")}
        </Typography>
        {LATE_MINUTES.map((minutes) => (
          <MenuItem
            key={minutes}
            onClick={() => {
              setLateAnchor(null);
              void queue.take({ kind: "late", meetingId: card.meetingId, minutes }).then(() => {
                if (navigator.onLine) toast(t("day.late.sent", { minutes }), "success");
              });
            }}
          >
            {t("day.late.minutes", { minutes })}
          </MenuItem>
        ))}
      </Menu>
      <ScanDialog open={scanning} onClose={() => setScanning(false)} onCode={scanned} />
    </Stack>
  );
}
