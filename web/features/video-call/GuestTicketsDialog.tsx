import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { useGuestTickets, useIssueGuestTicket, useRevokeGuestTicket } from "../../api/video";
import { toast, toastError } from "../../lib/toast";
import { Loading } from "../common/states";
import { COPIED_MS, copyLink } from "./copy-link";

/** The host's one-time guest tickets of one meeting: issue (by name), copy the link, revoke. */
export function GuestTicketsDialog({ meetingId, onClose }: { meetingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useGuestTickets(meetingId, true);
  const issue = useIssueGuestTicket(meetingId);
  const revoke = useRevokeGuestTicket(meetingId);
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const [copied, setCopied] = useState<string>();
  const copy = async (id: string, link: string) => {
    if (!(await copyLink(link))) return;
    setCopied(id);
    setTimeout(() => setCopied((c) => (c === id ? undefined : c)), COPIED_MS);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="guest-tickets-title">
      <DialogTitle id="guest-tickets-title">{t("videoCall.host.ticketsTitle")}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          direction={{ xs: "column", sm: "row" }}
          sx={{ gap: 1, mb: 2, alignItems: { sm: "flex-start" } }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim()) {
              setError(t("video.enterName"));
              return;
            }
            issue
              .mutateAsync(name.trim())
              .then(() => {
                setName("");
                toast(t("videoCall.host.issued"), "success");
              })
              .catch((err: unknown) => (err instanceof ApiError ? setError(err.detail) : toastError(err)));
          }}
        >
          <TextField
            size="small"
            label={t("videoCall.host.ticketName")}
            value={name}
            onChange={(e) => {
              setName(e.target.value.slice(0, 60));
              setError("");
            }}
            error={Boolean(error)}
            helperText={error || " "}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={issue.isPending}>
            {t("videoCall.host.issue")}
          </Button>
        </Stack>
        {list.isLoading && <Loading />}
        {list.data?.length === 0 && <Alert severity="info">{t("videoCall.host.noTickets")}</Alert>}
        <List dense>
          {list.data?.map((ticket) => (
            <ListItem key={ticket.id} divider data-testid="guest-ticket" sx={{ flexWrap: "wrap", gap: 1 }}>
              <ListItemText
                primary={ticket.name}
                secondary={<span data-testid="ticket-link">{ticket.link}</span>}
                slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
                sx={{ flex: "1 1 14em" }}
              />
              <Chip size="small" label={t(`videoCall.host.ticketState.${ticket.state}`)} />
              {ticket.state === "open" && (
                <>
                  <Button size="small" onClick={() => void copy(ticket.id, ticket.link)}>
                    {copied === ticket.id ? t("videoCall.host.copied") : t("videoCall.host.copy")}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke
                        .mutateAsync(ticket.id)
                        .then(() => toast(t("videoCall.host.revoked"), "success"))
                        .catch(toastError)
                    }
                  >
                    {t("videoCall.host.revoke")}
                  </Button>
                </>
              )}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("videoCall.closePanel")}</Button>
      </DialogActions>
    </Dialog>
  );
}
