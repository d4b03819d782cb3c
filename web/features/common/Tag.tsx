import { Box } from "@mui/material";

type TagColor = "default" | "primary" | "success" | "warning" | "error";

/**
 * A small label that looks like MUI's small Chip, for the first-load pages (event cards, an event's
 * categories and apply states): it is not interactive, so it does without the Chip module (about 3 KB gz).
 */
export function Tag({
  label,
  color = "default",
  variant = "filled",
}: {
  label: string;
  color?: TagColor;
  variant?: "filled" | "outlined";
}) {
  const colored = color !== "default";
  const outlined = variant === "outlined";
  return (
    <Box
      component="span"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        height: 24,
        px: 1,
        borderRadius: 3,
        fontSize: "0.8125rem",
        lineHeight: 1,
        whiteSpace: "nowrap",
        border: 1,
        borderColor: outlined ? (colored ? `${color}.main` : "grey.400") : "transparent",
        bgcolor: outlined ? "transparent" : colored ? `${color}.main` : "action.selected",
        color: outlined
          ? colored
            ? `${color}.main`
            : "text.primary"
          : colored
            ? `${color}.contrastText`
            : "text.primary",
      }}
    >
      {label}
    </Box>
  );
}
