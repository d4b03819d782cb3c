import { Box, Button, Stack, Typography } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { asLanguage, formatDate } from "../common/dates";
import { type DaySlots, instantKey, setDay, toggleSlot } from "./slots";

/**
 * The interpreter's unavailable times: the sub-event's slots by venue day, each a toggle button (aria-pressed),
 * with a whole-day switch. Slots the host closed and past slots are shown but not offered.
 */
export function UnavailableSlotsEditor({
  days,
  marked,
  zone,
  onChange,
}: {
  days: DaySlots[];
  marked: ReadonlySet<string>;
  zone: string;
  onChange: (marked: Set<string>) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const id = useId();
  const known = days.flatMap((d) => d.slots.map((s) => instantKey(s.startsAt)));
  const count = known.filter((k) => marked.has(k)).length;
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t("meetingLanguages.profile.slotsTitle")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("meetingLanguages.profile.slotsHelp", { zone })}
      </Typography>
      {days.length === 0 ? (
        <Typography color="text.secondary">{t("meetingLanguages.profile.slotsEmpty")}</Typography>
      ) : (
        <>
          <Typography sx={{ fontWeight: 600, mb: 2 }} data-testid="unavailable-count">
            {t("meetingLanguages.profile.slotsCount", { count })}
          </Typography>
          <Stack sx={{ gap: 3 }}>
            {days.map((day) => {
              const label = formatDate(day.date, language, "long");
              return (
                <Box
                  key={day.date}
                  role="group"
                  aria-label={t("meetingLanguages.profile.dayGroup", { date: label })}
                >
                  <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: "1 0 auto" }}>
                      {label}
                    </Typography>
                    <Button size="small" onClick={() => onChange(setDay(marked, day, true))}>
                      {t("meetingLanguages.profile.markDay")}
                    </Button>
                    <Button size="small" onClick={() => onChange(setDay(marked, day, false))}>
                      {t("meetingLanguages.profile.clearDay")}
                    </Button>
                  </Stack>
                  <Box
                    sx={{
                      display: "grid",
                      // three a row at 375 px, nine or ten at 1440 px
                      gridTemplateColumns: "repeat(auto-fill, minmax(92px, 1fr))",
                      gap: 1,
                    }}
                  >
                    {day.slots.map((slot) => {
                      const on = marked.has(instantKey(slot.startsAt));
                      const note = slot.closed
                        ? t("meetingLanguages.profile.closed")
                        : slot.past
                          ? t("meetingLanguages.profile.past")
                          : on
                            ? t("meetingLanguages.profile.unavailable")
                            : "";
                      return (
                        <Button
                          key={slot.startsAt}
                          variant={on ? "contained" : "outlined"}
                          color={on ? "warning" : "primary"}
                          aria-pressed={on}
                          disabled={slot.closed || slot.past}
                          onClick={() => onChange(toggleSlot(marked, slot.startsAt))}
                          data-testid="slot-toggle"
                          sx={{
                            flexDirection: "column",
                            minHeight: 52,
                            px: 0.5,
                            lineHeight: 1.2,
                            textTransform: "none",
                          }}
                        >
                          <span>
                            {slot.startTime}–{slot.endTime}
                          </span>
                          <Typography component="span" variant="caption" sx={{ minHeight: "1.2em" }}>
                            {note}
                          </Typography>
                        </Button>
                      );
                    })}
                  </Box>
                </Box>
              );
            })}
          </Stack>
        </>
      )}
    </Box>
  );
}
