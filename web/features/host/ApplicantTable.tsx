import {
  Button,
  Checkbox,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { THostApplicant } from "../../../shared/contract";
import { stackedOnPhones } from "../common/responsive-table";
import { exportDate } from "./export-applicants";

interface Props {
  rows: THostApplicant[];
  selected: number[];
  onSelect: (ids: number[] | ((ids: number[]) => number[])) => void;
  onDecide: (mode: "approve" | "reject", id: number) => void;
}

/** One page of applicants with selection and per-row approve / reject. */
export function ApplicantTable({ rows, selected, onSelect, onDecide }: Props) {
  const { t } = useTranslation();
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const label = (column: string) => t(`hostUi.col.${column}`);
  return (
    <Table size="small" sx={stackedOnPhones(960)} aria-label={t("hostUi.applicants")}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" data-keep data-label={t("hostUi.selectAll")}>
            <Checkbox
              checked={allOnPage}
              onChange={() => onSelect(allOnPage ? [] : rows.map((r) => r.id))}
              slotProps={{ input: { "aria-label": t("hostUi.selectAll") } }}
            />
          </TableCell>
          {["type", "company", "name", "email", "phone", "approval", "applied"].map((c) => (
            <TableCell key={c} sx={{ whiteSpace: "nowrap" }}>
              {t(`hostUi.col.${c}`)}
            </TableCell>
          ))}
          <TableCell>{t("hostUi.col.actions")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={9}>{t("hostUi.noApplicants")}</TableCell>
          </TableRow>
        )}
        {rows.map((a) => (
          <TableRow key={a.id} hover selected={selected.includes(a.id)}>
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.includes(a.id)}
                onChange={() =>
                  onSelect((s) => (s.includes(a.id) ? s.filter((x) => x !== a.id) : [...s, a.id]))
                }
                slotProps={{ input: { "aria-label": t("hostUi.selectRow", { name: a.company }) } }}
              />
            </TableCell>
            <TableCell data-label={label("type")} sx={{ whiteSpace: "nowrap" }}>
              {t(`hostUi.applicantType.${a.type}`)}
            </TableCell>
            <TableCell data-label={label("company")} sx={{ minWidth: 120 }}>
              {a.company}
            </TableCell>
            <TableCell data-label={label("name")} sx={{ whiteSpace: "nowrap" }}>
              {a.name}
            </TableCell>
            <TableCell data-label={label("email")} sx={{ whiteSpace: { sm: "nowrap" } }}>
              {a.email}
            </TableCell>
            <TableCell data-label={label("phone")} sx={{ whiteSpace: "nowrap" }}>
              {`+${a.countryNumber} ${a.phoneNumber}`}
            </TableCell>
            <TableCell
              data-label={label("approval")}
              sx={{ minWidth: { sm: 180 }, maxWidth: 280, flexWrap: "wrap" }}
            >
              <Chip
                size="small"
                label={t(`approval.${a.approval}`)}
                color={a.approval === "approval" ? "success" : a.approval === "reject" ? "error" : "default"}
              />
              {a.reason && (
                <Typography variant="caption" sx={{ display: "block" }}>
                  {a.reason}
                </Typography>
              )}
            </TableCell>
            <TableCell data-label={label("applied")} sx={{ whiteSpace: "nowrap" }}>
              {exportDate(a.createdDate)}
            </TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>
              <Button
                size="small"
                disabled={a.approval === "approval"}
                onClick={() => onDecide("approve", a.id)}
              >
                {t("hostUi.approve")}
              </Button>
              <Button size="small" color="error" onClick={() => onDecide("reject", a.id)}>
                {t("hostUi.reject")}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
