import CircleIcon from "@mui/icons-material/Circle";
import { Chip } from "@mui/material";

/**
 * One party's presence on the host's boards (meeting rooms and presentation rooms alike): a green dot when
 * connected, a red one when not, and the words saying the same. The dot's colour must beat the Chip's own
 * icon colour (a plain `sx.color` lost to it: every dot of the presentation board was grey).
 */
export function PresenceChip({ present, label }: { present: boolean; label: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="presence-chip"
      data-present={present}
      icon={
        <CircleIcon
          data-testid="presence-dot"
          fontSize="small"
          sx={{ "&&": { color: present ? "success.main" : "error.main" } }}
        />
      }
      label={label}
    />
  );
}
