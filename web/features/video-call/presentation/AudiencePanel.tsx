import { Box, Button, Chip, CircularProgress, List, ListItem, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Moderation, TPresentationPerson } from "../../../../shared/video/presentation";
import { presentationKeys, releaseFromBlackList, useBlackList } from "../../../api/presentation";
import { toast, toastError } from "../../../lib/toast";
import { ConfirmDialog } from "../../common/ConfirmDialog";
import type { PresentationControls } from "../../video/janus/presentation-room";
import { moderationErrorKey } from "./words";

/** The actions a presenter has on one attendee, by the attendee's state. */
function actionsFor(p: TPresentationPerson): Moderation[] {
  return [
    ...(p.hand === "raised" ? (["acceptHand", "refuseHand"] as const) : []),
    ...(p.hand === "accepted" ? (["terminate"] as const) : []),
    p.audioBlocked ? "unmute" : "mute",
    p.videoBlocked ? "videoPlay" : "videoStop",
    p.chatBlocked ? "chatRelease" : "chatBlock",
  ];
}
const LABEL: Record<Moderation, string> = {
  acceptHand: "accept",
  refuseHand: "refuse",
  terminate: "terminate",
  mute: "muteAction",
  unmute: "unmuteAction",
  videoStop: "videoStopAction",
  videoPlay: "videoPlayAction",
  chatBlock: "chatBlock",
  chatRelease: "chatRelease",
  sendOut: "sendOut",
};

function ActionButton(p: {
  label: string;
  waiting: boolean;
  disabled: boolean;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      variant="outlined"
      color={p.danger ? "error" : "primary"}
      disabled={p.disabled}
      onClick={p.onClick}
      startIcon={p.waiting ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
    >
      {p.label}
    </Button>
  );
}

/**
 * The presenters' (and the host's) side panel (13.23-13.30): attendees with raised hands first, each with the
 * actions that apply, send out with a confirmation, and the black list with release.
 */
export function AudiencePanel({
  controls,
  people,
  room,
}: {
  controls: PresentationControls;
  people: TPresentationPerson[];
  room: string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<TPresentationPerson>();
  // the action waiting for the server's answer, per attendee (their buttons wait with it)
  const [pending, setPending] = useState<Record<string, Moderation>>({});
  const blackList = useBlackList(room);
  const order = { raised: 0, accepted: 1, none: 2 } as const;
  const attendees = people
    .filter((p) => p.stage === "none" && p.online)
    .sort(
      (a, b) =>
        order[a.hand as keyof typeof order] - order[b.hand as keyof typeof order] ||
        a.name.localeCompare(b.name),
    );
  const act = async (p: TPresentationPerson, action: Moderation) => {
    setPending((all) => ({ ...all, [p.identity]: action }));
    const result = await controls.moderate(p.identity, action);
    setPending(({ [p.identity]: _done, ...rest }) => rest);
    if (!result.ok) toast(t(moderationErrorKey(result.error, i18n.exists(result.error))));
    if (action === "sendOut")
      void queryClient.invalidateQueries({ queryKey: presentationKeys.blackList(room) });
  };
  const release = async (identity: string) => {
    try {
      await releaseFromBlackList(room, identity);
    } catch (error) {
      toastError(error);
    }
    void queryClient.invalidateQueries({ queryKey: presentationKeys.blackList(room) });
  };
  return (
    <Box data-testid="audience-panel">
      {attendees.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {t("presentation.noAttendees")}
        </Typography>
      )}
      <List dense aria-label={t("presentation.audience")}>
        {attendees.map((p) => (
          <ListItem key={p.identity} data-identity={p.identity} divider sx={{ display: "block" }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 0.5, flexWrap: "wrap" }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {p.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {p.company}
              </Typography>
              {p.hand === "raised" && (
                <Chip size="small" color="warning" label={t("presentation.handRaised")} />
              )}
              {p.hand === "accepted" && (
                <Chip size="small" color="success" label={t("presentation.onStageBadge")} />
              )}
            </Stack>
            <Box
              sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, alignItems: "center" }}
              aria-busy={pending[p.identity] !== undefined}
            >
              {actionsFor(p).map((action) => (
                <ActionButton
                  key={action}
                  label={t(`presentation.${LABEL[action]}`)}
                  waiting={pending[p.identity] === action}
                  disabled={pending[p.identity] !== undefined}
                  onClick={() => void act(p, action)}
                />
              ))}
              <ActionButton
                danger
                label={t("presentation.sendOut")}
                waiting={pending[p.identity] === "sendOut"}
                disabled={pending[p.identity] !== undefined}
                onClick={() => setSending(p)}
              />
              {pending[p.identity] !== undefined && (
                <Typography role="status" variant="caption" color="text.secondary">
                  {t("presentation.actionPending")}
                </Typography>
              )}
            </Box>
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle2" component="h3" sx={{ px: 1, mt: 1 }}>
        {t("presentation.blackList")}
      </Typography>
      {(blackList.data?.blackList ?? []).length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {t("presentation.blackListEmpty")}
        </Typography>
      ) : (
        <List dense aria-label={t("presentation.blackList")}>
          {blackList.data?.blackList.map((b) => (
            <ListItem
              key={b.identity}
              data-blacklisted={b.identity}
              secondaryAction={
                <Button size="small" onClick={() => void release(b.identity)}>
                  {t("presentation.release")}
                </Button>
              }
            >
              <Typography variant="body2">{b.name}</Typography>
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={Boolean(sending)}
        message={t("presentation.sendOutConfirm", { name: sending?.name ?? "" })}
        confirmLabel={t("presentation.sendOut")}
        danger
        onClose={() => setSending(undefined)}
        onConfirm={() => {
          if (sending) void act(sending, "sendOut");
          setSending(undefined);
        }}
      />
    </Box>
  );
}
