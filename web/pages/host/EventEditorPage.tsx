import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useCountries } from "../../api/account";
import { type EventBody, useHostEvent, useRequestApproval, useSaveEvent } from "../../api/host";
import { Loading } from "../../features/common/states";
import {
  AttachmentsField,
  CategoriesField,
  type FileMap,
  FooterLinksField,
  ImageField,
  ManagersField,
  Section,
} from "../../features/host/EventSections";
import { EMPTY, fromEvent } from "../../features/host/event-draft";
import { SubEventList } from "../../features/host/SubEventList";
import { toast, toastError } from "../../lib/toast";

const MapPicker = lazy(() => import("../../features/host/MapPicker"));

/** /host/events/new and /host/events/:eventId: every field of the event; place and period locked after approval. */
export default function EventEditorPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const eventId = params.eventId ? Number(params.eventId) : undefined;
  const { data: event, isLoading, error } = useHostEvent(eventId);
  const { data: countries = [] } = useCountries();
  const save = useSaveEvent();
  const requestApproval = useRequestApproval();
  const [body, setBody] = useState<EventBody>(EMPTY);
  const [files, setFiles] = useState<FileMap>({});

  useEffect(() => {
    if (!event) return;
    const next = fromEvent(event);
    setBody(next.body);
    setFiles(next.files);
  }, [event]);

  if (eventId !== undefined && isLoading) return <Loading />;
  if (error) return <Alert severity="error">{t("event.notFound")}</Alert>;

  const locked = event?.placeAndPeriodLocked ?? false;
  const set = (patch: Partial<EventBody>) => setBody((b) => ({ ...b, ...patch }));
  const addFile = (id: number | null, info?: { fileName: string; filePath: string }) => {
    if (id !== null && info) setFiles((f) => ({ ...f, [id]: info }));
  };
  const imageChange =
    (field: "mainImageFileId" | "bannerImageFileId" | "logoImageFileId") =>
    (id: number | null, info?: { fileName: string; filePath: string }) => {
      addFile(id, info);
      set({ [field]: id });
    };
  const folderId = eventId ?? 0;
  const ko = i18n.language === "ko";

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({ id: eventId, body });
      toast(t("hostUi.saved"), "success");
      if (eventId === undefined) navigate(`/host/events/${saved.id}`, { replace: true });
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2, justifyContent: "space-between" }}>
        <Box>
          <Button component={RouterLink} to="/host" size="small">
            ← {t("hostUi.myEvents")}
          </Button>
          <Typography variant="h4" component="h1">
            {eventId === undefined ? t("hostUi.newEvent") : t("hostUi.editEvent")}
          </Typography>
        </Box>
        {event && (
          <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Chip
              label={t(`hostUi.approval.${event.approval}`)}
              color={event.approval === "approved" ? "success" : "default"}
            />
            {(event.approval === "draft" || event.approval === "rejected") && (
              <Button
                variant="outlined"
                disabled={requestApproval.isPending}
                onClick={() =>
                  requestApproval
                    .mutateAsync(event.id)
                    .then(() => toast(t("hostUi.requested"), "success"), toastError)
                }
              >
                {t("hostUi.requestApproval")}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {event?.approval === "rejected" && (
        <Alert severity="warning">{t("hostUi.rejectedReason", { reason: event.approvalReason })}</Alert>
      )}
      {locked && <Alert severity="info">{t("hostUi.lockedNotice")}</Alert>}

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
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2 }}>
          <TextField
            type="date"
            required
            disabled={locked}
            label={t("hostUi.startDate")}
            value={body.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            type="date"
            required
            disabled={locked}
            label={t("hostUi.endDate")}
            value={body.endDate}
            onChange={(e) => set({ endDate: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2 }}>
          <TextField
            select
            fullWidth
            label={t("hostUi.country")}
            value={countries.some((c) => c.code === body.countryCode) ? body.countryCode : ""}
            onChange={(e) => {
              const country = countries.find((c) => c.code === e.target.value);
              set({ countryCode: e.target.value, timeZone: country?.timezone || body.timeZone });
            }}
          >
            {countries.map((c) => (
              <MenuItem key={c.code} value={c.code}>
                {ko ? c.koName : c.enName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            label={t("hostUi.timeZone")}
            value={body.timeZone}
            onChange={(e) => set({ timeZone: e.target.value })}
          />
        </Stack>
      </Section>

      <Section title={t("hostUi.place")}>
        <TextField
          disabled={locked}
          label={t("hostUi.location")}
          value={body.location}
          onChange={(e) => set({ location: e.target.value })}
        />
        <TextField
          disabled={locked}
          label={t("hostUi.locationDetail")}
          value={body.locationDetail}
          onChange={(e) => set({ locationDetail: e.target.value })}
        />
        <Typography variant="body2" color="text.secondary">
          {body.lat != null && body.lng != null
            ? t("hostUi.picked", { latitude: body.lat, longitude: body.lng })
            : t("hostUi.pickOnMap")}
        </Typography>
        <Suspense fallback={<Loading />}>
          <MapPicker
            lat={body.lat ?? null}
            lng={body.lng ?? null}
            disabled={locked}
            label={t("hostUi.pickOnMap")}
            onPick={(lat, lng) => set({ lat, lng })}
          />
        </Suspense>
      </Section>

      <Section title={t("hostUi.about")}>
        <TextField
          multiline
          minRows={4}
          label={t("hostUi.contentKo")}
          value={body.content}
          onChange={(e) => set({ content: e.target.value })}
        />
        <TextField
          multiline
          minRows={4}
          label={t("hostUi.contentEn")}
          value={body.contentEn}
          onChange={(e) => set({ contentEn: e.target.value })}
        />
        <CategoriesField value={body.categories ?? []} onChange={(categories) => set({ categories })} />
        <TextField
          label={t("hostUi.homePage")}
          value={body.homePage}
          onChange={(e) => set({ homePage: e.target.value })}
        />
        <TextField
          label={t("hostUi.digitalMap")}
          value={body.digitalMap}
          onChange={(e) => set({ digitalMap: e.target.value })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={body.showLogo === "Y"}
              onChange={(e) => set({ showLogo: e.target.checked ? "Y" : "N" })}
            />
          }
          label={t("hostUi.showLogo")}
        />
        <FormControlLabel
          control={
            <Switch
              checked={body.hideFooterLinks}
              onChange={(e) => set({ hideFooterLinks: e.target.checked })}
            />
          }
          label={t("hostUi.hideFooterLinks")}
        />
        <FormControlLabel
          control={
            <Switch checked={body.hideBuyerCard} onChange={(e) => set({ hideBuyerCard: e.target.checked })} />
          }
          label={t("hostUi.hideBuyerCard")}
        />
      </Section>

      <Section title={t("hostUi.images")}>
        <ImageField
          label={t("hostUi.mainImage")}
          eventId={folderId}
          fileId={body.mainImageFileId}
          files={files}
          onChange={imageChange("mainImageFileId")}
        />
        <ImageField
          label={t("hostUi.bannerImage")}
          eventId={folderId}
          fileId={body.bannerImageFileId}
          files={files}
          onChange={imageChange("bannerImageFileId")}
        />
        <ImageField
          label={t("hostUi.logoImage")}
          eventId={folderId}
          fileId={body.logoImageFileId}
          files={files}
          onChange={imageChange("logoImageFileId")}
        />
        <Typography variant="subtitle2">{t("hostUi.attachments")}</Typography>
        <AttachmentsField
          eventId={folderId}
          ids={body.attachmentIds ?? []}
          files={files}
          onChange={(ids, added) => {
            if (added) addFile(added.id, added.info);
            set({ attachmentIds: ids });
          }}
        />
      </Section>

      <Section title={t("hostUi.managers")}>
        <ManagersField value={body.managers} onChange={(managers) => set({ managers })} />
      </Section>

      <Section title={t("hostUi.footerLinks")}>
        <FooterLinksField value={body.footerLinks ?? []} onChange={(footerLinks) => set({ footerLinks })} />
      </Section>

      <Box sx={{ position: "sticky", bottom: 0, py: 1.5, bgcolor: "background.default", zIndex: 1100 }}>
        <Button variant="contained" size="large" disabled={save.isPending} onClick={submit}>
          {eventId === undefined ? t("hostUi.createEvent") : t("common.save")}
        </Button>
      </Box>

      {event && <SubEventList eventId={event.id} />}
    </Stack>
  );
}
