import UndoIcon from "@mui/icons-material/Undo";
import { Button, Chip, List, ListItem, ListItemText, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TCheckinRow } from "../../../shared/contract";
import { toast } from "../../lib/toast";
import { useRecentCheckins, useUndoCheckin } from "./api";

/** The latest scans of every device (live), with undo for the host. */
export function RecentList({
  eventId,
  live,
  canUndo,
}: {
  eventId: number;
  live: TCheckinRow[];
  canUndo: boolean;
}) {
  const { t, i18n } = useTranslation();
  const recent = useRecentCheckins(eventId);
  const undo = useUndoCheckin(eventId);
  const rows = [...live, ...(recent.data?.items ?? [])]
    .filter((row, i, all) => all.findIndex((r) => r.id === row.id) === i)
    .sort((a, b) => b.id - a.id)
    .slice(0, 30);
  return (
    <>
      <Typography variant="subtitle1" component="h2">
        {t("checkin.recent")}
      </Typography>
      <List dense>
        {rows.map((row) => (
          <ListItem
            key={row.id}
            divider
            secondaryAction={
              canUndo && row.outcome === "in" && !row.undoneAt ? (
                <Button
                  size="small"
                  startIcon={<UndoIcon />}
                  disabled={undo.isPending}
                  onClick={() =>
                    undo.mutate(row.id, { onSuccess: () => toast(t("checkin.undoDone"), "success") })
                  }
                >
                  {t("checkin.undo")}
                </Button>
              ) : row.undoneAt ? (
                <Chip size="small" label={t("checkin.undone")} />
              ) : undefined
            }
          >
            <ListItemText
              primary={`${row.name || "—"}${row.company ? ` · ${row.company}` : ""}`}
              secondary={`${new Date(row.scannedAt).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" })} · ${t(
                `checkin.outcome.${row.outcome}`,
                { time: "", by: "" },
              )} · ${row.byName}`}
              sx={{ pr: canUndo ? 14 : 0 }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
