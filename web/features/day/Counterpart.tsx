import { Avatar, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TDayCard } from "../../../shared/contract";

/** The company met: logo (or its initial), company, person and country, with their type. */
export interface Who {
  company: string;
  person: string;
  country: string;
  type?: string;
  logo?: TDayCard["counterpart"]["logo"];
}

export function Counterpart({ who, size = 56 }: { who: Who; size?: number }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", minWidth: 0 }}>
      <Avatar
        src={who.logo?.filePath}
        alt=""
        variant="rounded"
        sx={{ width: size, height: size, bgcolor: "primary.light", fontWeight: 700 }}
        slotProps={{ img: { style: { objectFit: "contain", background: "#fff" } } }}
      >
        {who.company.slice(0, 1)}
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <Typography
          component="h3"
          variant="h6"
          sx={{ fontWeight: 700, overflowWrap: "anywhere", lineHeight: 1.25 }}
        >
          {who.company}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {[who.person, who.country, who.type && t(`day.type.${who.type}`)].filter(Boolean).join(" · ")}
        </Typography>
      </Stack>
    </Stack>
  );
}
