import {
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useMyEvents } from "../../api/events";
import { useMyInterpreterAssignments } from "../../api/interpreters";
import { currentLanguage } from "../../i18n";
import { localized } from "../../lib/format";

/**
 * The account menu's "my events": every application with its state. An approved one opens its workspace; a
 * waiting or rejected one opens My info (where the state and any reason are shown).
 */
export function MyEventsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading } = useMyEvents(open);
  const language = currentLanguage();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="my-events-title">
      <DialogTitle id="my-events-title">{t("mypage.myEventsDialog")}</DialogTitle>
      <DialogContent>
        {isLoading && <Typography>{t("common.loading")}</Typography>}
        {data && data.length === 0 && <Typography color="text.secondary">{t("home.noMyEvents")}</Typography>}
        <List>
          {data?.map((item) => (
            <ListItemButton
              key={item.applicationId}
              onClick={() => {
                onClose();
                navigate(
                  item.approval === "approval"
                    ? `/subEvent/${item.subEventId}/attendeeList`
                    : `/subEvent/${item.subEventId}/myInfo`,
                );
              }}
            >
              <ListItemText
                primary={localized(language, item.eventName, item.eventNameEn)}
                secondary={`${localized(language, item.subEventName, item.subEventNameEn)} · ${t(`subEventCategory.${item.subEventType}`)}`}
              />
              <Chip
                size="small"
                label={t(`approval.${item.approval}`)}
                color={
                  item.approval === "approval"
                    ? "success"
                    : item.approval === "waiting"
                      ? "warning"
                      : "default"
                }
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}

/** The account menu's interpreter entry: the sub-events where the user interprets; one opens its meetings. */
export function InterpreterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading, isError } = useMyInterpreterAssignments(open);
  const language = currentLanguage();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="interp-title">
      <DialogTitle id="interp-title">{t("nav.interpreter")}</DialogTitle>
      <DialogContent>
        {isLoading && <Typography>{t("common.loading")}</Typography>}
        {isError && <Typography color="error">{t("common.cannotAccess")}</Typography>}
        {data?.length === 0 && <Typography color="text.secondary">{t("mypage.noInterpreter")}</Typography>}
        <List>
          {data?.map((item) => (
            <ListItemButton
              key={item.subEventId}
              onClick={() => {
                onClose();
                navigate(`/interpreter/${item.subEventId}/meeting`);
              }}
            >
              <ListItemText
                primary={localized(language, item.mainEventName, item.mainEventNameEn)}
                secondary={localized(language, item.subEventName, item.subEventNameEn)}
              />
              <Chip size="small" label={t("interpreterUi.meetingCount", { count: item.meetingIds.length })} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
