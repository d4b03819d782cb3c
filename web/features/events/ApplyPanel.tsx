import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { TEventDetail, TSubEvent } from "../../../shared/contract";
import { useSession } from "../../api/account";
import { useMyEvents, useSubEvents } from "../../api/events";
import { currentLanguage } from "../../i18n";
import { formatPeriod, formatShortDate, localized, todayIn } from "../../lib/format";
import { toast } from "../../lib/toast";
import { LazyAlert } from "../common/LazyAlert";
import { Empty, Loading } from "../common/states";
import { Tag } from "../common/Tag";
import { groupName } from "../workspace/labels";
import { type ApplyState, type Approval, applyState, groupOpen, registrationOpen } from "./apply-state";

const STATE_COLOR: Record<ApplyState, "success" | "warning" | "primary" | "default" | "error"> = {
  registered: "success",
  waiting: "warning",
  available: "primary",
  finished: "default",
  unavailable: "default",
  rejected: "error",
};

function GroupButton(props: { subEvent: TSubEvent; group: "seller" | "buyer"; today: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subEvent, group, today } = props;
  const language = currentLanguage();
  // Without a group name the two buttons still differ: "Apply as seller" / "Apply as buyer".
  const name = groupName(
    group === "seller" ? subEvent.sgroupName : subEvent.bgroupName,
    t(`event.group.${group}`),
  );
  const start = group === "seller" ? subEvent.sellRegStartDate : subEvent.buyRegStartDate;
  const end = group === "seller" ? subEvent.sellRegEndDate : subEvent.buyRegEndDate;
  const open = groupOpen(subEvent, group, today);
  return (
    <Button
      variant={open ? "contained" : "outlined"}
      color={open ? "primary" : "inherit"}
      aria-disabled={!open}
      onClick={() => {
        if (!open) {
          toast(`${name} ${t("event.regitUnavailable")}`);
          return;
        }
        navigate(`/form/subEvent/${subEvent.id}/${group}PartiForm`);
      }}
      sx={{ flexDirection: "column", alignItems: "flex-start", textAlign: "left", flex: 1 }}
    >
      <span>{t("event.applyAs", { group: name })}</span>
      {start && end && (
        <Typography component="span" variant="caption">
          {t("event.registrationPeriod", {
            start: formatShortDate(start, language),
            end: formatShortDate(end, language),
          })}
        </Typography>
      )}
    </Button>
  );
}

function SubEventCard(props: {
  subEvent: TSubEvent;
  approval?: Approval;
  applicationType?: string;
  today: string;
}) {
  const { subEvent, approval, applicationType, today } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const state = applyState(subEvent, approval, today);
  const title =
    localized(language, subEvent.name, subEvent.nameEn) || t(`subEventCategory.${subEvent.category}`);
  const open = () => {
    if (state === "registered") navigate(`/subEvent/${subEvent.id}/attendeeList`);
    else if (state === "rejected") navigate(`/subEvent/${subEvent.id}/myInfo`);
    else if (state === "waiting")
      navigate(
        `/form/subEvent/${subEvent.id}/${subEvent.category === "registration" ? "registration" : `${applicationType === "buyer" ? "buyer" : "seller"}PartiForm`}`,
      );
    else if (state === "available" && subEvent.category === "registration")
      navigate(`/form/subEvent/${subEvent.id}/registration`);
  };
  const clickable =
    state === "registered" ||
    state === "rejected" ||
    state === "waiting" ||
    (state === "available" && subEvent.category === "registration");
  return (
    <Card
      component="li"
      sx={{
        listStyle: "none",
        borderColor: state === "waiting" ? "warning.main" : undefined,
        borderWidth: state === "waiting" ? 2 : 1,
        bgcolor: state === "waiting" ? "#fff8e6" : undefined,
      }}
    >
      <CardContent>
        <Stack sx={{ gap: 1, alignItems: "flex-start", justifyContent: "space-between" }} direction="row">
          <Box>
            <Typography variant="overline" color="text.secondary">
              {t(`subEventCategory.${subEvent.category}`)}
            </Typography>
            <Typography component="h3" variant="h4">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t("event.groupAvailability")}:{" "}
              {formatPeriod(subEvent.subEventStartDate, subEvent.subEventEndDate, language)}
            </Typography>
          </Box>
          <Tag label={t(`event.state.${state}`)} color={STATE_COLOR[state]} />
        </Stack>
        {state === "waiting" && (
          <LazyAlert severity="warning" sx={{ mt: 1 }}>
            {t("event.waitingMessage")}
          </LazyAlert>
        )}
        {state === "rejected" && (
          <LazyAlert severity="error" sx={{ mt: 1 }}>
            {t("event.rejectedMessage")}
          </LazyAlert>
        )}
        {state === "available" && subEvent.category !== "registration" && (
          <Stack direction="column" sx={{ gap: 1, mt: 1.5 }}>
            <GroupButton subEvent={subEvent} group="seller" today={today} />
            {!subEvent.mainEvent.hideBuyerCard && (
              <GroupButton subEvent={subEvent} group="buyer" today={today} />
            )}
          </Stack>
        )}
        {clickable && (
          <Button
            fullWidth
            variant={state === "registered" ? "contained" : "outlined"}
            sx={{ mt: 1.5 }}
            onClick={open}
          >
            {state === "available" ? t("event.registerCta") : t(`event.state.${state}`)}
          </Button>
        )}
        {subEvent.category === "registration" &&
          state === "available" &&
          !registrationOpen(subEvent, today) && (
            <Typography variant="caption">{t("event.regitUnavailable")}</Typography>
          )}
      </CardContent>
    </Card>
  );
}

/** The side card: every sub-event with its apply state for the current user. */
export function ApplyPanel({ event }: { event: TEventDetail }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const subEvents = useSubEvents(event.id);
  const mine = useMyEvents(signedIn);
  const today = todayIn(event.timeZone);
  const applicationOf = new Map((mine.data ?? []).map((m) => [m.subEventId, m]));
  return (
    <Box component="section" aria-labelledby="apply-title">
      <Typography id="apply-title" component="h2" variant="h3" sx={{ mb: 2 }}>
        {t("event.applyPanel")}
      </Typography>
      {subEvents.isLoading && <Loading />}
      {subEvents.data?.length === 0 && <Empty>{t("event.noSubEvents")}</Empty>}
      <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0 }}>
        {subEvents.data?.map((subEvent) => (
          <SubEventCard
            key={subEvent.id}
            subEvent={subEvent}
            approval={applicationOf.get(subEvent.id)?.approval}
            applicationType={applicationOf.get(subEvent.id)?.applicationType}
            today={today}
          />
        ))}
      </Stack>
    </Box>
  );
}
