import { Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TBadge } from "../../../shared/contract";
import { toast } from "../../lib/toast";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { stackedOnPhones } from "../common/responsive-table";
import { useErrorToast } from "../common/useErrorToast";
import { useReissueBadge, useRevokeBadge } from "./api";

const stateColor = { ok: "success", revoked: "error", reissued: "default", notApproved: "warning" } as const;

/** The host's badges of an event (cards on phones), with reissue and revoke per badge. */
export function BadgeTable({ eventId, badges }: { eventId: number; badges: TBadge[] }) {
  const { t, i18n } = useTranslation();
  const reissue = useReissueBadge(eventId);
  const revoke = useRevokeBadge(eventId);
  const [revoking, setRevoking] = useState<TBadge | undefined>();
  useErrorToast(reissue.error ?? revoke.error);
  const columns = ["name", "company", "role", "state", "checkedIn", "actions"] as const;
  return (
    <>
      <Table size="small" sx={stackedOnPhones(760)} aria-label={t("badges.host.title")}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{t(`badges.host.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {badges.map((b) => (
            <TableRow key={b.id}>
              <TableCell data-label={t("badges.host.name")}>{b.name}</TableCell>
              <TableCell data-label={t("badges.host.company")}>{b.company || "—"}</TableCell>
              <TableCell data-label={t("badges.host.role")}>
                {t(`badges.role.${b.role}`, { defaultValue: b.role })}
              </TableCell>
              <TableCell data-label={t("badges.host.state")}>
                <Chip size="small" color={stateColor[b.state]} label={t(`badges.state.${b.state}`)} />
              </TableCell>
              <TableCell data-label={t("badges.host.checkedIn")}>
                {b.checkedInAt
                  ? new Date(b.checkedInAt).toLocaleTimeString(i18n.language, {
                      hour: "2-digit",
                      minute: "2-digit",
                    })
                  : t("badges.host.notYet")}
              </TableCell>
              <TableCell data-label={t("badges.host.actions")}>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    disabled={reissue.isPending}
                    onClick={() =>
                      reissue.mutate(b.id, { onSuccess: () => toast(t("badges.host.reissued"), "success") })
                    }
                  >
                    {t("badges.host.reissue")}
                  </Button>
                  {b.state === "ok" && (
                    <Button size="small" color="error" onClick={() => setRevoking(b)}>
                      {t("badges.host.revoke")}
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={revoking !== undefined}
        message={t("badges.host.confirmRevoke", { name: revoking?.name ?? "" })}
        confirmLabel={t("badges.host.revoke")}
        danger
        busy={revoke.isPending}
        onClose={() => setRevoking(undefined)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast(t("badges.host.revoked"), "success");
              setRevoking(undefined);
            },
          })
        }
      />
    </>
  );
}
