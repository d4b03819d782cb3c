import { Container, CssBaseline, ThemeProvider } from "@mui/material";
import i18n from "i18next";
import { createRoot } from "react-dom/client";
import { initReactI18next } from "react-i18next";
import { catalogues } from "../../../shared/i18n";
import { theme } from "../../../web/app/theme";
import { DeviceCheck, type LocalMedia } from "../../../web/features/video";

/**
 * The device step alone, as the call screens show it (e2e/video-media only): `?lang=ko|en|zh`, `?observer=1`.
 * The run script looks at it at 375 px and 1440 px and checks it with axe.
 */
const params = new URLSearchParams(location.search);
const lng = params.get("lang") ?? "ko";
document.documentElement.lang = lng;
await i18n.use(initReactI18next).init({
  lng,
  resources: { [lng]: { translation: catalogues[lng as "ko"] } },
  interpolation: { escapeValue: false },
});

const ready = (media: LocalMedia) => {
  document.body.dataset.handedOver =
    media.stream
      .getTracks()
      .map((t) => t.kind)
      .join(",") || "none";
};

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Container maxWidth="md" sx={{ py: 3 }}>
        <DeviceCheck onReady={ready} actionLabel="Join" receiveOnly={params.get("observer") === "1"} />
      </Container>
    </ThemeProvider>,
  );
document.body.dataset.ready = "1";
