import AttachFileIcon from "@mui/icons-material/AttachFile";
import EmailIcon from "@mui/icons-material/Email";
import LaunchIcon from "@mui/icons-material/Launch";
import PhoneIcon from "@mui/icons-material/Phone";
import PlaceIcon from "@mui/icons-material/Place";
import { Box, Card, CardContent, Link, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TEventDetail } from "../../../shared/contract";
import { RichText } from "../../features/common/RichText";
import { VenueMap } from "../../features/events/VenueMap";
import { currentLanguage } from "../../i18n";
import { localized } from "../../lib/format";

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function formatSize(bytes: number): string {
  return bytes > 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Summary, attachments, location with map, contacts and home page. */
export function EventInfo({ event }: { event: TEventDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const content = localized(language, event.content, event.contentEn);
  return (
    <Box>
      <Block title={t("event.summary")}>
        <RichText html={content} />
        {event.homePage && (
          <Link
            href={event.homePage}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, mt: 2 }}
          >
            {t("event.homePage")} <LaunchIcon fontSize="inherit" aria-hidden />
          </Link>
        )}
      </Block>
      {event.attachments.length > 0 && (
        <Block title={t("event.attachments")}>
          <Stack component="ul" sx={{ gap: 1, p: 0, m: 0, listStyle: "none" }}>
            {event.attachments.map((file) => (
              <li key={file.id}>
                <Link
                  href={file.filePath}
                  download={file.fileName}
                  sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
                >
                  <AttachFileIcon fontSize="small" aria-hidden />
                  {file.fileName}
                  <Typography component="span" variant="caption" color="text.secondary">
                    ({formatSize(file.fileSize)})
                  </Typography>
                </Link>
              </li>
            ))}
          </Stack>
        </Block>
      )}
      {(event.location || event.lat !== null) && (
        <Block title={t("event.location")}>
          <Typography sx={{ display: "flex", gap: 0.5, alignItems: "center", mb: 1.5 }}>
            <PlaceIcon fontSize="small" aria-hidden />
            {event.location} {event.locationDetail}
          </Typography>
          {event.lat !== null && event.lng !== null && (
            <VenueMap lat={event.lat} lng={event.lng} label={`${t("event.map")}: ${event.location}`} />
          )}
        </Block>
      )}
      {event.managers.length > 0 && (
        <Block title={t("event.managers")}>
          <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            {event.managers.map((m) => (
              <Card key={`${m.name}-${m.email}`}>
                <CardContent>
                  <Typography sx={{ fontWeight: 700 }}>{m.name}</Typography>
                  {m.phone && (
                    <Link
                      href={`tel:+${m.countryNumber}${m.phone.replace(/^0/, "")}`}
                      sx={{ display: "flex", gap: 0.5, alignItems: "center" }}
                    >
                      <PhoneIcon fontSize="inherit" aria-hidden /> +{m.countryNumber} {m.phone}
                    </Link>
                  )}
                  {m.email && (
                    <Link href={`mailto:${m.email}`} sx={{ display: "flex", gap: 0.5, alignItems: "center" }}>
                      <EmailIcon fontSize="inherit" aria-hidden /> {m.email}
                    </Link>
                  )}
                </CardContent>
              </Card>
            ))}
          </Box>
        </Block>
      )}
    </Box>
  );
}
