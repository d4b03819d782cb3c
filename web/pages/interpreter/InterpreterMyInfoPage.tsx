import { Box, Chip, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useMyInterpreterAssignments } from "../../api/interpreters";
import { LoadError, Loading } from "../../features/common/states";
import { useWorkspace } from "../../features/workspace/context";

/** The interpreter's record for this sub-event: name, e-mail, phone, languages and assigned meetings. */
export default function InterpreterMyInfoPage() {
  const { t } = useTranslation();
  const { subEvent } = useWorkspace();
  const mine = useMyInterpreterAssignments();
  if (mine.isLoading) return <Loading />;
  const item = mine.data?.find((a) => a.subEventId === subEvent.id);
  if (mine.isError || !item) return <LoadError error={mine.error} onRetry={() => mine.refetch()} />;
  const rows: [string, string][] = [
    [t("workspace.card.name"), item.name],
    [t("workspace.card.email"), item.email],
    [t("workspace.card.phone"), item.phoneNumber],
  ];
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("workspace.nav.myInfo")}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: "grid", gap: 2 }}>
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 1, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: "break-word" }}>
                {value || "—"}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t("interpreterUi.languages")}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
            {item.languages.length === 0 && <Typography>—</Typography>}
            {item.languages.map((code) => (
              <Chip key={code} size="small" label={t(`interpreterUi.language.${code}`)} />
            ))}
          </Stack>
        </Box>
        <Typography>{t("interpreterUi.assignedCount", { count: item.meetingIds.length })}</Typography>
      </Paper>
    </Box>
  );
}
