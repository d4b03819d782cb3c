import { Alert, Box, Button, Container, Link, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useLocation, useParams } from "react-router";
import { useSubEvent } from "../../api/events";
import { Loading } from "../../features/common/states";

interface ResultState {
  category?: string;
  email?: string;
  temporaryPW?: string;
  temporaryCode?: string;
}

/**
 * /form/subEvent/{id}/result: the registrant's e-mail, temporary password and password code (also
 * mailed). Anyone else is sent to / unless the sub-event is a registration one.
 */
export default function FormResultPage() {
  const { t } = useTranslation();
  const subEventId = Number(useParams().id);
  const state = (useLocation().state ?? {}) as ResultState;
  const subEvent = useSubEvent(state.email ? undefined : subEventId);
  if (!state.email) {
    if (subEvent.isLoading) return <Loading />;
    if (subEvent.data?.category !== "registration") return <Navigate to="/" replace />;
  }
  const rows = [
    ["form.result.email", state.email],
    ["form.result.temporaryPW", state.temporaryPW],
    ["form.result.temporaryCode", state.temporaryCode],
  ] as const;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack sx={{ gap: 2 }}>
          <Typography component="h1" variant="h3">
            {t("form.result.title")}
          </Typography>
          {state.email ? (
            <>
              <Typography>{t("form.result.text")}</Typography>
              <Box
                component="dl"
                sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "180px 1fr" }, gap: 1, m: 0 }}
              >
                {rows.map(([key, value]) => (
                  <Box key={key} sx={{ display: "contents" }}>
                    <Typography component="dt" variant="subtitle2">
                      {t(key)}
                    </Typography>
                    <Typography
                      component="dd"
                      data-testid={key}
                      sx={{ m: 0, fontFamily: "monospace", wordBreak: "break-all" }}
                    >
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Alert severity="info">{t("form.result.mailed")}</Alert>
              <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1 }}>
                {state.temporaryCode && (
                  <Button
                    variant="contained"
                    component={RouterLink}
                    to={`/auth/changePwd/${state.temporaryCode}`}
                  >
                    {t("form.result.setPassword")}
                  </Button>
                )}
                <Button variant="outlined" component={RouterLink} to="/auth/login">
                  {t("form.result.login")}
                </Button>
              </Stack>
            </>
          ) : (
            <Link component={RouterLink} to="/">
              {t("common.home")}
            </Link>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
