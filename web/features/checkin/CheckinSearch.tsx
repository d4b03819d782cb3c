import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TRosterEntry } from "../../../shared/contract";

/** The fallback to the camera: find a person in the device's roster by name or company (works offline). */
export function CheckinSearch({
  roster,
  onPick,
}: {
  roster: TRosterEntry[];
  onPick: (badgeId: string) => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState("");
  const hits = useMemo(() => {
    const needle = q.trim().toLowerCase();
    if (needle.length < 1) return [];
    return roster
      .filter((b) => b.state !== "reissued")
      .filter((b) => b.name.toLowerCase().includes(needle) || b.company.toLowerCase().includes(needle))
      .slice(0, 8);
  }, [q, roster]);
  return (
    <Box>
      <TextField
        label={t("checkin.search")}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        fullWidth
        size="small"
        type="search"
      />
      {q.trim() && hits.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t("checkin.searchEmpty")}
        </Typography>
      )}
      <List dense>
        {hits.map((b) => (
          <ListItem
            key={b.id}
            divider
            secondaryAction={
              <Button
                variant="contained"
                size="small"
                onClick={() => {
                  onPick(b.id);
                  setQ("");
                }}
              >
                {t("checkin.checkIn")}
              </Button>
            }
          >
            <ListItemText
              primary={b.name}
              secondary={[b.company, t(`badges.role.${b.role}`, { defaultValue: b.role })]
                .filter(Boolean)
                .join(" · ")}
              sx={{ pr: 10 }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
