import { Button, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** The not-found view, with a back button (home when there is no history). */
export default function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: "center" }}>
      <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
        {t("notFound.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message ?? t("notFound.text")}
      </Typography>
      <Button variant="contained" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}>
        {t("common.back")}
      </Button>
    </Container>
  );
}
