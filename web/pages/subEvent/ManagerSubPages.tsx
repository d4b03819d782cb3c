import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { useInvites, usePeople } from "../../api/managers";
import { scrollHint, stackedOnPhones } from "../../features/common/responsive-table";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { CardView } from "../../features/workspace/CardView";
import { useWorkspace } from "../../features/workspace/context";
import { DeleteManagerDialog } from "../../features/workspace/DeleteManagerDialog";
import { currentLanguage } from "../../i18n";
import { formatDate } from "../../lib/format";

function Back({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)} sx={{ mb: 1 }}>
        {t("common.back")}
      </Button>
      {children}
    </Box>
  );
}

/** The invitations with used shown O/X and the last change (main applicant only). */
export function AddedListPage() {
  const { t } = useTranslation();
  const { subEvent, place } = useWorkspace();
  const isOwner = place.role === "owner";
  const invites = useInvites(subEvent.id, place.application?.id, isOwner);
  const [target, setTarget] = useState<{ id: number; name: string } | undefined>();
  if (!isOwner || !place.application) return <Navigate to={`/subEvent/${subEvent.id}/managerList`} replace />;
  if (invites.isLoading) return <Loading />;
  if (invites.isError) return <LoadError error={invites.error} />;
  const language = currentLanguage();
  return (
    <Back>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("workspace.manager.addedList")}
      </Typography>
      {invites.data?.length === 0 ? (
        <Empty>{t("workspace.manager.noInvites")}</Empty>
      ) : (
        <Paper variant="outlined">
          <TableContainer sx={scrollHint}>
            <Table
              size="small"
              aria-label={t("workspace.manager.addedList")}
              sx={[stackedOnPhones(560), { "& th, & td": { whiteSpace: { sm: "nowrap" } } }]}
            >
              <TableHead>
                <TableRow>
                  {["name", "email", "used", "modified"].map((c) => (
                    <TableCell key={c} sx={{ fontWeight: 700 }}>
                      {t(`workspace.manager.${c}`)}
                    </TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {invites.data?.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell data-label={t("workspace.manager.name")}>{m.name}</TableCell>
                    <TableCell data-label={t("workspace.manager.email")}>{m.email}</TableCell>
                    <TableCell
                      data-label={t("workspace.manager.used")}
                      aria-label={t(
                        m.used === "Y" ? "workspace.manager.accepted" : "workspace.manager.pending",
                      )}
                    >
                      {m.used === "Y" ? "O" : "X"}
                    </TableCell>
                    <TableCell data-label={t("workspace.manager.modified")}>
                      {formatDate(m.modifiedDate.slice(0, 10), language)}
                    </TableCell>
                    <TableCell>
                      <Button color="error" size="small" onClick={() => setTarget(m)}>
                        {t("common.delete")}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      <DeleteManagerDialog
        applicationId={place.application.id}
        target={target}
        onClose={() => setTarget(undefined)}
      />
    </Back>
  );
}

/** One manager's detail: name, company, email, position, country number and phone. */
export function ManagerDetailPage() {
  const { t } = useTranslation();
  const { secondId } = useParams();
  const { place } = useWorkspace();
  const people = usePeople(place.application?.id);
  if (people.isLoading) return <Loading />;
  const person = people.data?.find((p) => (secondId === "admin" ? p.admin : String(p.id) === secondId));
  if (!person) return <Empty>{t("workspace.manager.notFound")}</Empty>;
  return (
    <Back>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {person.name}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <CardView card={person} />
      </Paper>
    </Back>
  );
}
