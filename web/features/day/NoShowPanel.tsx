import { Alert, Box, Button, Chip, Divider, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TDayCard, TRefillProposal } from "../../../shared/contract";
import { toastError } from "../../lib/toast";
import { Reasons } from "../matching/Reasons";
import { useDispute, useSendRefill } from "./api";
import { Counterpart } from "./Counterpart";

function Proposal({ proposal, online }: { proposal: TRefillProposal; online: boolean }) {
  const { t } = useTranslation();
  const send = useSendRefill();
  const c = proposal.candidate;
  return (
    <Box component="li" sx={{ listStyle: "none", py: 1.5 }} data-testid="day-proposal">
      <Counterpart who={c} size={44} />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
        <Chip size="small" label={t("day.refill.score", { score: proposal.score })} />
        {proposal.walkIn && <Chip size="small" color="success" label={t("day.refill.walkIn")} />}
      </Stack>
      <Box sx={{ mt: 0.5 }}>
        <Reasons reasons={proposal.reasons} />
      </Box>
      <Box sx={{ mt: 1 }}>
        {proposal.state === "proposed" ? (
          <Button
            variant="contained"
            disabled={!online || send.isPending}
            onClick={() => send.mutate(proposal.id, { onError: toastError })}
            aria-label={t("day.refill.sendTo", { company: c.company })}
          >
            {t("day.refill.send")}
          </Button>
        ) : (
          <Chip
            color={
              proposal.state === "accepted" ? "success" : proposal.state === "sent" ? "primary" : "default"
            }
            label={t(`day.refill.state.${proposal.state}`)}
          />
        )}
      </Box>
    </Box>
  );
}

/**
 * A no-show on the card: who did not come, the dispute button, and for the side that came the standby
 * proposals (up to three, with the match score's reasons) each sent in one tap.
 */
export function NoShowPanel({ card, online }: { card: TDayCard; online: boolean }) {
  const { t } = useTranslation();
  const dispute = useDispute();
  if (!card.noShow) return null;
  const meAbsent = card.noShow === card.mySide || card.noShow === "both";
  const theyAbsent = card.noShow !== card.mySide;
  return (
    <Stack spacing={1.5}>
      <Alert severity="error" data-testid="day-noshow">
        {card.noShow === "both" ? t("day.noShow.both") : meAbsent ? t("day.noShow.me") : t("day.noShow.them")}
      </Alert>
      {card.disputed ? (
        <Typography color="text.secondary">{t("day.noShow.disputed")}</Typography>
      ) : (
        <Box>
          <Button
            variant="outlined"
            color="warning"
            disabled={!online || dispute.isPending}
            onClick={() => dispute.mutate(card.meetingId, { onError: toastError })}
          >
            {t("day.noShow.dispute")}
          </Button>
        </Box>
      )}
      {theyAbsent && card.proposals.length > 0 && (
        <Box component="section" aria-labelledby={`refill-${card.meetingId}`}>
          <Divider />
          <Typography
            id={`refill-${card.meetingId}`}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, mt: 1.5 }}
          >
            {t("day.refill.title")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("day.refill.hint")}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {card.proposals.map((p) => (
              <Proposal key={p.id} proposal={p} online={online} />
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
