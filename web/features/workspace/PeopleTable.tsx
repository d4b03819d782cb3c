import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TApplicationPerson } from "../../../shared/contract";
import { usePeople } from "../../api/managers";
import { scrollHint, stackedOnPhones } from "../common/responsive-table";
import { LoadError, Loading } from "../common/states";

/** The people of an application: name, email, phone, role (the first applicant is admin). */
export function PeopleTable({
  applicationId,
  rows,
  action,
  onOpen,
}: {
  applicationId: number;
  rows?: TApplicationPerson[];
  action?: (person: TApplicationPerson) => ReactNode;
  onOpen?: (person: TApplicationPerson) => void;
}) {
  const { t } = useTranslation();
  const people = usePeople(rows ? undefined : applicationId);
  if (!rows && people.isLoading) return <Loading />;
  if (!rows && people.isError) return <LoadError error={people.error} />;
  const list = rows ?? people.data ?? [];
  const label = (column: string) => t(`workspace.manager.${column}`);
  return (
    <TableContainer sx={scrollHint}>
      <Table
        size="small"
        aria-label={t("workspace.nav.managers")}
        sx={[stackedOnPhones(600), { "& th, & td": { whiteSpace: { sm: "nowrap" } } }]}
      >
        <TableHead>
          <TableRow>
            {["name", "email", "phone", "role"].map((c) => (
              <TableCell key={c} sx={{ fontWeight: 700 }}>
                {t(`workspace.manager.${c}`)}
              </TableCell>
            ))}
            {action && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((p) => (
            <TableRow
              key={p.id ?? "admin"}
              hover={Boolean(onOpen)}
              tabIndex={onOpen ? 0 : undefined}
              onClick={onOpen ? () => onOpen(p) : undefined}
              onKeyDown={(e) => {
                if (onOpen && e.key === "Enter") onOpen(p);
              }}
              sx={{ cursor: onOpen ? "pointer" : undefined }}
            >
              <TableCell data-label={label("name")}>{p.name}</TableCell>
              <TableCell data-label={label("email")}>{p.email}</TableCell>
              <TableCell data-label={label("phone")} sx={{ whiteSpace: "nowrap" }}>
                {p.phoneNumber ? `+${p.countryNumber} ${p.phoneNumber}` : ""}
              </TableCell>
              <TableCell data-label={label("role")}>
                {p.admin ? (
                  <Chip size="small" color="primary" label={t("workspace.manager.admin")} />
                ) : (
                  t("workspace.manager.colleague")
                )}
              </TableCell>
              {action && <TableCell onClick={(e) => e.stopPropagation()}>{action(p)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
