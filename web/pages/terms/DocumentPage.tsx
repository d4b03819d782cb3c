import { Box, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../i18n";

/** /terms/terms and /terms/privacy: the document of the interface language, embedded in a frame. */
export default function DocumentPage({ kind }: { kind: "terms" | "privacy" }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const title = t(kind === "terms" ? "terms.terms" : "terms.privacy");
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="iframe"
        key={language}
        title={title}
        src={`/terms/${language}/${kind}.html`}
        sx={{
          width: "100%",
          height: "75vh",
          border: 1,
          borderColor: "divider",
          borderRadius: 2,
          bgcolor: "#fff",
        }}
      />
    </Container>
  );
}
