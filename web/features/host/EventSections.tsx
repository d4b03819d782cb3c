import { Box, Button, Chip, IconButton, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  EVENT_CATEGORIES,
  MAX_ATTACHMENTS,
  MAX_EVENT_MANAGERS,
  ZFooterEntry,
} from "../../../shared/contract";
import type { EventBody } from "../../api/host";
import { FileUpload } from "../forms/FileUpload";

export interface FileInfo {
  fileName: string;
  filePath: string;
}
export type FileMap = Record<number, FileInfo>;
type Managers = EventBody["managers"];
type FooterLinks = NonNullable<EventBody["footerLinks"]>;

/** A titled card of the editor. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack sx={{ gap: 2 }}>{children}</Stack>
    </Paper>
  );
}

interface ImageProps {
  label: string;
  eventId: number;
  fileId: number | null | undefined;
  files: FileMap;
  onChange: (id: number | null, info?: FileInfo) => void;
}

/** One image slot with its preview. */
export function ImageField({ label, eventId, fileId, files, onChange }: ImageProps) {
  const { t } = useTranslation();
  const info = fileId ? files[fileId] : undefined;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="subtitle2">{label}</Typography>
      {info && (
        <Box
          component="img"
          src={info.filePath}
          alt={t("hostUi.previewOf", { name: label })}
          sx={{
            maxWidth: 280,
            maxHeight: 160,
            objectFit: "contain",
            borderRadius: 1,
            border: 1,
            borderColor: "divider",
          }}
        />
      )}
      <FileUpload
        eventId={eventId}
        purpose="public"
        accept="image/*"
        label={t("hostUi.upload")}
        fileName={info?.fileName}
        filePath={info?.filePath}
        onUploaded={(f) => onChange(f.id, { fileName: f.fileName, filePath: f.filePath })}
        onRemove={() => onChange(null)}
        removeLabel={t("common.delete")}
      />
    </Stack>
  );
}

interface AttachmentProps {
  eventId: number;
  ids: number[];
  files: FileMap;
  onChange: (ids: number[], added?: { id: number; info: FileInfo }) => void;
}

/** Up to five attachments: the upload button disappears at the limit. */
export function AttachmentsField({ eventId, ids, files, onChange }: AttachmentProps) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1 }}>
      {ids.map((id) => (
        <Stack key={id} direction="row" sx={{ gap: 1, alignItems: "center" }}>
          <Typography variant="body2" sx={{ flex: 1, overflowWrap: "anywhere" }}>
            {files[id]?.fileName ?? `#${id}`}
          </Typography>
          <Button size="small" color="inherit" onClick={() => onChange(ids.filter((x) => x !== id))}>
            {t("common.delete")}
          </Button>
        </Stack>
      ))}
      {ids.length < MAX_ATTACHMENTS ? (
        <FileUpload
          eventId={eventId}
          purpose="public"
          label={t("hostUi.addAttachment", { count: ids.length, max: MAX_ATTACHMENTS })}
          onUploaded={(f) =>
            onChange([...ids, f.id], { id: f.id, info: { fileName: f.fileName, filePath: f.filePath } })
          }
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t("hostUi.attachmentsFull", { max: MAX_ATTACHMENTS })}
        </Typography>
      )}
    </Stack>
  );
}

/** One to three inquiry contacts. */
export function ManagersField({ value, onChange }: { value: Managers; onChange: (v: Managers) => void }) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<Managers[number]>) =>
    onChange(value.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  return (
    <Stack sx={{ gap: 2 }}>
      {value.map((m, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          key={i}
          sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr", md: "1fr 90px 1fr 1fr auto" } }}
        >
          <TextField
            size="small"
            label={t("hostUi.managerName")}
            value={m.name}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <TextField
            size="small"
            label={t("hostUi.countryNumber")}
            value={m.countryNumber}
            onChange={(e) => set(i, { countryNumber: e.target.value.replace(/\D/g, "") })}
          />
          <TextField
            size="small"
            label={t("hostUi.phone")}
            value={m.phone}
            onChange={(e) => set(i, { phone: e.target.value.replace(/\D/g, "") })}
          />
          <TextField
            size="small"
            label={t("hostUi.email")}
            value={m.email}
            onChange={(e) => set(i, { email: e.target.value })}
          />
          <Button
            color="inherit"
            disabled={value.length <= 1}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            {t("common.delete")}
          </Button>
        </Box>
      ))}
      <Box>
        <Button
          disabled={value.length >= MAX_EVENT_MANAGERS}
          onClick={() => onChange([...value, { name: "", countryNumber: "82", phone: "", email: "" }])}
        >
          {t("hostUi.addManager")}
        </Button>
      </Box>
    </Stack>
  );
}

const FOOTER_TYPES = ZFooterEntry.shape.type.options;

/** Footer link entries: type, text, link, icon address and visibility. */
export function FooterLinksField({
  value,
  onChange,
}: {
  value: FooterLinks;
  onChange: (v: FooterLinks) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<FooterLinks[number]>) =>
    onChange(value.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  return (
    <Stack sx={{ gap: 2 }}>
      {value.map((l, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          key={i}
          sx={{
            display: "grid",
            gap: 1,
            gridTemplateColumns: { xs: "1fr", md: "160px 1fr 1fr 1fr 120px auto" },
          }}
        >
          <TextField
            select
            size="small"
            label={t("hostUi.footerType")}
            value={l.type}
            onChange={(e) => set(i, { type: e.target.value as typeof l.type })}
          >
            {FOOTER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`footer.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t("hostUi.footerContent")}
            value={l.content}
            onChange={(e) => set(i, { content: e.target.value })}
          />
          <TextField
            size="small"
            label={t("hostUi.footerLink")}
            value={l.link}
            onChange={(e) => set(i, { link: e.target.value })}
          />
          <TextField
            size="small"
            label={t("hostUi.footerImg")}
            value={l.imgUrl}
            onChange={(e) => set(i, { imgUrl: e.target.value })}
          />
          <TextField
            select
            size="small"
            label={t("hostUi.footerHide")}
            value={l.hide}
            onChange={(e) => set(i, { hide: e.target.value as typeof l.hide })}
          >
            <MenuItem value="PUBLIC">{t("hostUi.public")}</MenuItem>
            <MenuItem value="PRIVATE">{t("hostUi.private")}</MenuItem>
          </TextField>
          <IconButton
            aria-label={t("common.delete")}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            ×
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          onClick={() =>
            onChange([...value, { type: "WEB_PAGE", content: "", link: "", imgUrl: "", hide: "PUBLIC" }])
          }
        >
          {t("hostUi.addFooterLink")}
        </Button>
      </Box>
    </Stack>
  );
}

type Categories = NonNullable<EventBody["categories"]>;

/** The spec's 20 categories as toggle chips. */
export function CategoriesField({
  value,
  onChange,
}: {
  value: Categories;
  onChange: (v: Categories) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="subtitle2" id="categories-label">
        {t("hostUi.categories")}
      </Typography>
      <Box role="group" aria-labelledby="categories-label" sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {EVENT_CATEGORIES.map((c) => {
          const on = value.includes(c);
          return (
            <Chip
              key={c}
              label={t(`category.${c}`)}
              color={on ? "primary" : "default"}
              variant={on ? "filled" : "outlined"}
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((x) => x !== c) : [...value, c])}
            />
          );
        })}
      </Box>
    </Stack>
  );
}
