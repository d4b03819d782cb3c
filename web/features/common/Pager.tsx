import { Box, Pagination } from "@mui/material";

/** Pager over zero-based pages of the spec's paged shape. */
export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Box sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
      <Pagination
        count={totalPages}
        page={page + 1}
        onChange={(_, value) => onChange(value - 1)}
        color="primary"
        siblingCount={1}
        getItemAriaLabel={(type, p) => (type === "page" ? `Page ${p}` : type)}
      />
    </Box>
  );
}
