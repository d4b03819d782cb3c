import EmailIcon from "@mui/icons-material/Email";
import FacebookIcon from "@mui/icons-material/Facebook";
import GavelIcon from "@mui/icons-material/Gavel";
import InstagramIcon from "@mui/icons-material/Instagram";
import LanguageIcon from "@mui/icons-material/Language";
import LinkedInIcon from "@mui/icons-material/LinkedIn";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import PolicyIcon from "@mui/icons-material/Policy";
import RssFeedIcon from "@mui/icons-material/RssFeed";
import { Box, Link, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TFooterEntry } from "../../../shared/contract";
import { useEventFooter } from "../../api/events";

const ICONS: Partial<Record<TFooterEntry["type"], ReactNode>> = {
  WEB_PAGE: <LanguageIcon fontSize="small" />,
  MANUAL: <MenuBookIcon fontSize="small" />,
  BLOG: <RssFeedIcon fontSize="small" />,
  FACEBOOK: <FacebookIcon fontSize="small" />,
  INSTAGRAM: <InstagramIcon fontSize="small" />,
  LINKEDIN: <LinkedInIcon fontSize="small" />,
  TERM: <GavelIcon fontSize="small" />,
  PRIVACY_POLICY: <PolicyIcon fontSize="small" />,
  EMAIL_INQUIRY: <EmailIcon fontSize="small" />,
};

/** An event's PUBLIC footer entries (loaded with the footer of an event page only). */
export function EventLinks({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const { data: entries = [] } = useEventFooter(eventId);
  const visible = entries.filter((e) => e.hide === "PUBLIC");
  const copyright = visible.find((e) => e.type === "COPYRIGHT");
  return (
    <Box>
      <Stack direction="row" component="ul" sx={{ gap: 2, flexWrap: "wrap", listStyle: "none", p: 0, m: 0 }}>
        {visible
          .filter((e) => e.type !== "COPYRIGHT")
          .map((entry) => {
            const external = /^https?:/.test(entry.link);
            return (
              <li key={`${entry.type}-${entry.link}-${entry.content}`}>
                <Link
                  href={entry.link}
                  target={external ? "_blank" : undefined}
                  rel={external ? "noopener noreferrer" : undefined}
                  color="inherit"
                  underline="hover"
                  sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
                >
                  {entry.imgUrl ? (
                    <img src={entry.imgUrl} alt="" width={18} height={18} />
                  ) : (
                    ICONS[entry.type]
                  )}
                  {entry.content || t(`footer.${entry.type}`)}
                </Link>
              </li>
            );
          })}
      </Stack>
      {copyright && (
        <Typography variant="caption" sx={{ display: "block", mt: 1 }}>
          {copyright.content}
        </Typography>
      )}
    </Box>
  );
}
