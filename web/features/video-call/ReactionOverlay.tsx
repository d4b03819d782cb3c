import { Box, Chip } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { ShownReaction } from "./call-controller";

/** The emoji of each reaction of 13.46. */
export const REACTION_EMOJI: Record<string, string> = {
  thumbsUp: "👍",
  clappingHands: "👏",
  grinningFace: "😀",
  purpleHeart: "💜",
  lightBulb: "💡",
  foldedHands: "🙏",
  pensiveFace: "😔",
  faceWithTearOfJoy: "😂",
  faceWithOpenMouth: "😮",
};

/** Reactions float over the stage while the controller keeps them (REACTION_MS); read out politely. */
export function ReactionOverlay({ reactions }: { reactions: ShownReaction[] }) {
  const { t } = useTranslation();
  return (
    <Box
      aria-live="polite"
      sx={{
        position: "absolute",
        left: 16,
        bottom: 16,
        display: "flex",
        flexDirection: "column",
        gap: 1,
        pointerEvents: "none",
        zIndex: 2,
      }}
    >
      {reactions.map((r) => (
        <Chip
          key={r.id}
          data-testid="call-reaction"
          label={`${REACTION_EMOJI[r.reaction] ?? ""} ${t("videoCall.reactionFrom", {
            name: r.name,
            reaction: t(`videoCall.reaction.${r.reaction}`),
          })}`}
          sx={{ bgcolor: "background.paper", boxShadow: 2, fontSize: 16 }}
        />
      ))}
    </Box>
  );
}
