import type { SxProps, Theme } from "@mui/material";

/** One sx value (not an array), so that callers can put it in their own sx arrays. */
type Sx = Exclude<SxProps<Theme>, readonly unknown[]>;

/**
 * For a MUI Table: from 600 px its usual columns (at least `minWidth`, scrolling inside its container, see
 * `scrollHint`), below that one card per row, each cell on its own line after its column's name. The names come
 * from each cell's `data-label`; header cells are hidden then, except those marked `data-keep` (a select-all
 * box, shown with its `data-label`). Cells keep their table roles, so screen readers still hear them as a table.
 */
export function stackedOnPhones(minWidth: number): Sx {
  return (theme) => ({
    minWidth: { sm: minWidth },
    [theme.breakpoints.down("sm")]: {
      "&, & > tbody, & > thead, & tr, & td": { display: "block" },
      "& > thead th:not([data-keep])": { display: "none" },
      "& > thead:not(:has(th[data-keep]))": { display: "none" },
      "& > thead tr": { borderBottom: 1, borderColor: "divider" },
      "& > thead th": { border: 0, display: "flex", alignItems: "center", gap: 1 },
      "& > thead th[data-label]::after": { content: "attr(data-label)", color: "text.secondary" },
      "& > tbody > tr": { py: 1, borderBottom: 1, borderColor: "divider" },
      "& > tbody > tr:last-of-type": { borderBottom: 0 },
      "& > tbody td": {
        display: "flex",
        gap: 1.5,
        border: 0,
        py: 0.5,
        px: 2,
        whiteSpace: "normal",
        maxWidth: "none",
        minWidth: 0,
      },
      "& > tbody td[data-label]::before": {
        content: "attr(data-label)",
        flex: "0 0 6.5em",
        fontWeight: 600,
        color: "text.secondary",
      },
    },
  });
}

/**
 * For the scrolling container of a wide table: a shadow at the edge where more columns are hidden, so that a
 * table cut by the screen's edge shows that it scrolls (CSS only: the covers scroll with the content).
 */
export const scrollHint: Sx = {
  overflowX: "auto",
  backgroundColor: "background.paper",
  backgroundImage: [
    "linear-gradient(to right, #fff 30%, rgba(255,255,255,0))",
    "linear-gradient(to left, #fff 30%, rgba(255,255,255,0))",
    "radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.18), rgba(0,0,0,0))",
    "radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.18), rgba(0,0,0,0))",
  ].join(", "),
  backgroundPosition: "left center, right center, left center, right center",
  backgroundRepeat: "no-repeat",
  backgroundSize: "40px 100%, 40px 100%, 14px 100%, 14px 100%",
  backgroundAttachment: "local, local, scroll, scroll",
};
