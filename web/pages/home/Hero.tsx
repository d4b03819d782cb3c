import { Box, Button, Container, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

/** Hero video (muted, looping, paused for reduced-motion users) with login and sign-up prompts for visitors. */
export function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const reduceMotion =
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: "relative",
        overflow: "hidden",
        color: "#fff",
        bgcolor: "#0b1d4d",
        minHeight: { xs: 320, md: 420 },
        display: "flex",
        alignItems: "center",
      }}
    >
      <Box
        component="video"
        src="/media/hero.webm"
        poster="/media/hero-poster.svg"
        autoPlay={!reduceMotion}
        muted
        loop
        playsInline
        aria-hidden
        sx={{
          position: "absolute",
          inset: 0,
          width: "100%",
          height: "100%",
          objectFit: "cover",
          opacity: 0.55,
        }}
      />
      <Box
        sx={{
          position: "absolute",
          inset: 0,
          background: "linear-gradient(90deg, rgba(7,18,48,.85), rgba(7,18,48,.25))",
        }}
      />
      <Container maxWidth="lg" sx={{ position: "relative", py: 6 }}>
        <Typography
          id="hero-title"
          component="h1"
          variant="h1"
          sx={{ maxWidth: 640, fontSize: { xs: "1.7rem", md: "2.5rem" } }}
        >
          {t("home.heroTitle")}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 560, opacity: 0.92 }}>{t("home.heroText")}</Typography>
        {!signedIn && (
          <Stack direction="row" sx={{ gap: 1.5, mt: 3 }}>
            <Button variant="contained" size="large" component={RouterLink} to="/auth/login">
              {t("home.heroLogin")}
            </Button>
            <Button
              variant="outlined"
              size="large"
              component={RouterLink}
              to="/auth/register"
              sx={{ color: "#fff", borderColor: "#fff" }}
            >
              {t("home.heroRegister")}
            </Button>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
