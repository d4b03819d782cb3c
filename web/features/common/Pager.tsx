import { Box, Pagination, type TablePaginationProps } from "@mui/material";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/** The pager's button names in the interface's language (MUI's own are English). */
function itemLabel(t: TFunction, type: string, page: number | null): string {
  if (type === "page") return t("common.page", { page });
  return type === "first" || type === "last" || type === "next" || type === "previous"
    ? t(`pager.${type}`)
    : type;
}

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
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <Box sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
      <Pagination
        count={totalPages}
        page={page + 1}
        onChange={(_, value) => onChange(value - 1)}
        color="primary"
        siblingCount={1}
        getItemAriaLabel={(type, p) => itemLabel(t, type, p)}
      />
    </Box>
  );
}

/**
 * The texts of MUI's TablePagination in the interface's language ("1–2 of 2", "Rows per page" and the buttons'
 * names are English otherwise): spread into every TablePagination.
 */
export function useTablePagerText(): Pick<
  TablePaginationProps,
  "labelDisplayedRows" | "labelRowsPerPage" | "getItemAriaLabel"
> {
  const { t } = useTranslation();
  return {
    labelRowsPerPage: t("pager.rowsPerPage"),
    labelDisplayedRows: ({ from, to, count }) =>
      count === -1 ? t("pager.rowsMore", { from, to }) : t("pager.rows", { from, to, count }),
    getItemAriaLabel: (type) => t(`pager.${type}`),
  };
}
