import FavoriteIcon from "@mui/icons-material/Favorite";
import FavoriteBorderIcon from "@mui/icons-material/FavoriteBorder";
import ShareIcon from "@mui/icons-material/Share";
import { Box, Container, IconButton, Stack, Typography, useMediaQuery } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import type { TEventDetail } from "../../../shared/contract";
import { useSession } from "../../api/account";
import { useLikedIds, useToggleLike } from "../../api/events";
import { Tag } from "../../features/common/Tag";
import { currentLanguage } from "../../i18n";
import { formatPeriod, localized, splitCategories } from "../../lib/format";
import { toastError } from "../../lib/toast";

function LikeButton({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: liked = [] } = useLikedIds();
  const toggle = useToggleLike();
  const isLiked = liked.includes(eventId);
  const label = isLiked ? t("event.unlike") : t("event.like");
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={isLiked}
      color={isLiked ? "error" : "default"}
      disabled={toggle.isPending}
      onClick={() => {
        if (!signedIn) {
          navigate("/auth/login", { state: { from: location.pathname } });
          return;
        }
        toggle.mutate(eventId, { onError: toastError });
      }}
    >
      {isLiked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}

/**
 * Copies the link (or opens the system share sheet on phones); the confirmation shows for 2 s beside the
 * button, in a live region (no tooltip: the Popper behind it would weigh on the page's first load).
 */
function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (navigator.share && window.matchMedia("(pointer: coarse)").matches) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Box sx={{ position: "relative" }}>
      <IconButton aria-label={t("common.share")} title={t("common.share")} onClick={share}>
        <ShareIcon />
      </IconButton>
      <Typography
        role="status"
        variant="caption"
        color="text.secondary"
        sx={{ position: "absolute", top: "100%", right: 0, whiteSpace: "nowrap" }}
      >
        {copied ? t("common.copied") : ""}
      </Typography>
    </Box>
  );
}

/** Banner (wider than 599 px) or main image, logo, title, dates, categories, heart and share. */
export function EventHeader({ event }: { event: TEventDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const wide = useMediaQuery("(min-width:600px)");
  const image = wide ? (event.bannerImageFile ?? event.mainImageFile) : event.mainImageFile;
  const title = localized(language, event.name, event.nameEn);
  const logo = event.showLogo === "Y" ? event.logoImageFile?.filePath : undefined;
  return (
    <Box component="header">
      {image && (
        <Box
          component="img"
          src={image.filePath}
          alt={title}
          data-image={wide && event.bannerImageFile ? "banner" : "main"}
          // the page's largest paint, preloaded by the served page (server/http/web-shell.ts)
          fetchPriority="high"
          // its box is sized before the image arrives, so nothing below moves when it does
          sx={{
            width: "100%",
            aspectRatio: { xs: "16 / 9", sm: "auto" },
            height: { xs: "auto", sm: 320 },
            maxHeight: { xs: 240, sm: 320 },
            objectFit: "cover",
            display: "block",
          }}
        />
      )}
      <Container maxWidth="lg" sx={{ pt: 3 }}>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            alignItems: "start",
            // The title has the row to itself on phones when a logo is shown (logo and buttons above it), and
            // beside the buttons otherwise, so that it breaks between words, not inside them.
            gridTemplateColumns: logo
              ? { xs: "64px 1fr", sm: "64px minmax(0, 1fr) auto" }
              : "minmax(0, 1fr) auto",
            gridTemplateAreas: logo
              ? { xs: '"logo actions" "title title"', sm: '"logo title actions"' }
              : '"title actions"',
          }}
        >
          {logo && (
            <Box
              component="img"
              src={logo}
              alt=""
              sx={{ gridArea: "logo", width: 64, height: 64, borderRadius: 2 }}
            />
          )}
          <Box sx={{ gridArea: "title", minWidth: 0 }}>
            <Typography
              component="h1"
              variant="h2"
              sx={{
                fontSize: { xs: "1.5rem", sm: "1.7rem" },
                // between words (Korean words whole); a word longer than the line is hyphenated or, last, broken
                wordBreak: "keep-all",
                overflowWrap: "break-word",
                hyphens: "auto",
              }}
            >
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t("event.period")}: {formatPeriod(event.startDate, event.endDate, language)}
            </Typography>
            <Stack
              direction="row"
              sx={{ gap: 0.5, flexWrap: "wrap", mt: 1 }}
              aria-label={t("event.categories")}
            >
              {splitCategories(event.categories).map((c) => (
                <Tag
                  key={c}
                  label={t(`category.${c}`, { defaultValue: c })}
                  color="primary"
                  variant="outlined"
                />
              ))}
            </Stack>
          </Box>
          <Stack direction="row" sx={{ gridArea: "actions", justifySelf: "end" }}>
            <LikeButton eventId={event.id} />
            <ShareButton title={title} />
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
