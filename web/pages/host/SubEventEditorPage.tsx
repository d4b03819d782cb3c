import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import {
  FORM_SLOT_NAMES,
  SUB_EVENT_CATEGORIES,
  subEventIssues,
  type TSubEvent,
} from "../../../shared/contract";
import { useSubEvent } from "../../api/events";
import { type SubEventBody, useSaveSubEvent } from "../../api/host";
import { Loading } from "../../features/common/states";
import { Section } from "../../features/host/EventSections";
import { ImpossibleSlotsField } from "../../features/host/ImpossibleSlotsField";
import { SubEventToolLinks } from "../../features/host/ToolLinks";
import { toast, toastError } from "../../lib/toast";

const EMPTY: SubEventBody = {
  name: "",
  nameEn: "",
  category: "consulting",
  matching: "N",
  meetingAvailable: "N",
  sgroupName: "",
  bgroupName: "",
  subEventStartDate: "",
  subEventEndDate: "",
  preRegitStartDate: null,
  preRegitEndDate: null,
  sellRegStartDate: null,
  sellRegEndDate: null,
  buyRegStartDate: null,
  buyRegEndDate: null,
  regStartDate: null,
  regEndDate: null,
  matchStartTime: "10:00",
  matchEndTime: "18:00",
  matchReqTime: 30,
  matchBreakTime: 0,
  matchNumPerDay: 8,
  onSiteRegit: "N",
  impossibleDateAndTime: null,
  targetScope: "",
  counselFormOnlyEng: "N",
  session: "",
  sort: 0,
};

const WINDOWS = [
  ["preRegitStartDate", "preRegitEndDate", "preRegit"],
  ["sellRegStartDate", "sellRegEndDate", "sellReg"],
  ["buyRegStartDate", "buyRegEndDate", "buyReg"],
  ["regStartDate", "regEndDate", "reg"],
] as const;

const YN_FIELDS = ["matching", "meetingAvailable", "onSiteRegit", "counselFormOnlyEng"] as const;

function fromSubEvent(s: TSubEvent): SubEventBody {
  return Object.fromEntries(
    Object.keys(EMPTY).map((k) => [k, s[k as keyof TSubEvent] ?? EMPTY[k as keyof SubEventBody]]),
  ) as SubEventBody;
}

/** /host/events/:eventId/subEvents/new and /host/subEvents/:subEventId: settings, slots and the form slots. */
export default function SubEventEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const subEventId = params.subEventId ? Number(params.subEventId) : undefined;
  const { data: subEvent, isLoading } = useSubEvent(subEventId);
  const eventId = subEvent?.eventId ?? Number(params.eventId);
  const save = useSaveSubEvent();
  const [body, setBody] = useState<SubEventBody>(EMPTY);

  useEffect(() => {
    if (!subEvent) return;
    setBody(fromSubEvent(subEvent));
  }, [subEvent]);

  if (subEventId !== undefined && isLoading) return <Loading />;
  const set = (patch: Partial<SubEventBody>) => setBody((b) => ({ ...b, ...patch }));
  const issues = subEventIssues({ ...EMPTY, ...body } as Parameters<typeof subEventIssues>[0]);
  const issueOf = (field: string) => issues.find((i) => i.field === field);
  const dateField = (field: keyof SubEventBody, label: string) => (
    <TextField
      type="date"
      fullWidth
      label={label}
      value={(body[field] as string | null) ?? ""}
      onChange={(e) => set({ [field]: e.target.value || null } as Partial<SubEventBody>)}
      error={Boolean(issueOf(field))}
      helperText={issueOf(field) ? t(issueOf(field)!.key) : " "}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({
        eventId,
        id: subEventId,
        body,
      });
      toast(t("hostUi.saved"), "success");
      if (subEventId === undefined) navigate(`/host/subEvents/${saved.id}`, { replace: true });
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <Box>
        <Button component={RouterLink} to={`/host/events/${eventId}`} size="small">
          ← {t("hostUi.editEvent")}
        </Button>
        <Typography variant="h4" component="h1">
          {subEventId === undefined ? t("hostUi.addSubEvent") : t("hostUi.editSubEvent")}
        </Typography>
        {subEvent && (
          // The host's main tasks first: reviewing applicants, then the meetings.
          <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: "wrap" }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={`/host/subEvents/${subEvent.id}/applicants`}
            >
              {t("hostUi.reviewApplicants")}
            </Button>
            {subEvent.matching === "Y" && (
              <Button
                variant="outlined"
                component={RouterLink}
                to={`/host/subEvents/${subEvent.id}/meetings`}
              >
                {t("hostMeetings.open")}
              </Button>
            )}
            <Button variant="outlined" component={RouterLink} to={`/host/subEvents/${subEvent.id}/notices`}>
              {t("notices.host.open")}
            </Button>
            <Button variant="outlined" component={RouterLink} to={`/host/subEvents/${subEvent.id}/mail`}>
              {t("mailings.open")}
            </Button>
            <SubEventToolLinks subEvent={subEvent} />
          </Stack>
        )}
      </Box>
      <Section title={t("hostUi.basics")}>
        <TextField
          required
          label={t("hostUi.nameKo")}
          value={body.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label={t("hostUi.nameEn")}
          value={body.nameEn}
          onChange={(e) => set({ nameEn: e.target.value })}
        />
        <TextField
          select
          label={t("hostUi.subEventCategory")}
          value={body.category}
          onChange={(e) => set({ category: e.target.value as SubEventBody["category"] })}
        >
          {SUB_EVENT_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`subEventCategory.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2 }}>
          <TextField
            fullWidth
            label={t("hostUi.sgroupName")}
            value={body.sgroupName}
            onChange={(e) => set({ sgroupName: e.target.value })}
          />
          <TextField
            fullWidth
            label={t("hostUi.bgroupName")}
            value={body.bgroupName}
            onChange={(e) => set({ bgroupName: e.target.value })}
          />
        </Stack>
        <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 3 }}>
          {YN_FIELDS.map((f) => (
            <FormControlLabel
              key={f}
              control={
                <Switch
                  checked={body[f] === "Y"}
                  onChange={(e) => set({ [f]: e.target.checked ? "Y" : "N" })}
                />
              }
              label={t(`hostUi.${f}`)}
            />
          ))}
          <FormControlLabel
            control={
              <Switch
                checked={body.targetScope === "others"}
                onChange={(e) => set({ targetScope: e.target.checked ? "others" : "" })}
              />
            }
            label={t("hostUi.targetScope")}
          />
        </Box>
      </Section>
      <Section title={t("hostUi.periods")}>
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2 }}>
          {dateField("subEventStartDate", t("hostUi.subEventStart"))}
          {dateField("subEventEndDate", t("hostUi.subEventEnd"))}
        </Stack>
        {WINDOWS.map(([from, to, name]) => (
          <Stack key={name} direction={{ xs: "column", sm: "row" }} sx={{ gap: 2 }}>
            {dateField(from, t(`hostUi.window.${name}Start`))}
            {dateField(to, t(`hostUi.window.${name}End`))}
          </Stack>
        ))}
      </Section>
      <Section title={t("hostUi.slots")}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(5, 1fr)" } }}>
          <TextField
            type="time"
            label={t("hostUi.matchStartTime")}
            value={body.matchStartTime}
            onChange={(e) => set({ matchStartTime: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            label={t("hostUi.matchEndTime")}
            value={body.matchEndTime}
            onChange={(e) => set({ matchEndTime: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="number"
            label={t("hostUi.matchReqTime")}
            value={body.matchReqTime}
            onChange={(e) => set({ matchReqTime: Number(e.target.value) })}
          />
          <TextField
            type="number"
            label={t("hostUi.matchBreakTime")}
            value={body.matchBreakTime}
            onChange={(e) => set({ matchBreakTime: Number(e.target.value) })}
          />
          <TextField
            type="number"
            label={t("hostUi.matchNumPerDay")}
            value={body.matchNumPerDay}
            onChange={(e) => set({ matchNumPerDay: Number(e.target.value) })}
          />
        </Box>
        {(issueOf("matchEndTime") ?? issueOf("matchNumPerDay")) && (
          <Alert severity="warning">{t((issueOf("matchEndTime") ?? issueOf("matchNumPerDay"))!.key)}</Alert>
        )}
        <ImpossibleSlotsField
          value={body.impossibleDateAndTime}
          onChange={(impossibleDateAndTime) => set({ impossibleDateAndTime })}
        />
      </Section>
      <Box>
        <Button variant="contained" size="large" disabled={save.isPending} onClick={submit}>
          {t("common.save")}
        </Button>
      </Box>
      {subEvent && (
        <Section title={t("hostUi.forms")}>
          <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            {FORM_SLOT_NAMES.map((slot) => (
              <Button
                key={slot}
                variant="outlined"
                component={RouterLink}
                to={`/host/subEvents/${subEvent.id}/forms/${slot}`}
              >
                {t(`hostUi.slot.${slot}`)} · {subEvent[slot] ? t("hostUi.formEdit") : t("hostUi.formCreate")}
              </Button>
            ))}
          </Box>
        </Section>
      )}
    </Stack>
  );
}
