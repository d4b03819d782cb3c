import { Button, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TPrintRequest } from "../../../shared/contract";
import { useStartPrint } from "../../api/printing";
import { toast, toastError } from "../../lib/toast";

interface SubEventOption {
  id: number;
  name: string;
}

function Card({
  title,
  children,
  onStart,
  busy,
}: {
  title: string;
  children: React.ReactNode;
  onStart: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2, display: "grid", gap: 1.5, alignContent: "start" }}
    >
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
      <Button variant="contained" onClick={onStart} disabled={busy} sx={{ justifySelf: "start" }}>
        {t("printing.start")}
      </Button>
    </Paper>
  );
}

/** The three documents of the event day, each with its options. */
export function PrintForms({ eventId, subEvents }: { eventId: number; subEvents: SubEventOption[] }) {
  const { t } = useTranslation();
  const start = useStartPrint(eventId);
  const [size, setSize] = useState<"a6" | "label-4x3">("a6");
  const [badgeSub, setBadgeSub] = useState<number | "">("");
  const [role, setRole] = useState("");
  const [q, setQ] = useState("");
  const [order, setOrder] = useState<"company" | "place">("company");
  const [lang, setLang] = useState<"" | "ko" | "en" | "zh">("");
  const [cardSub, setCardSub] = useState<number | "">("");
  const go = (body: TPrintRequest) =>
    start
      .mutateAsync(body)
      .then(() => toast(t("printing.started"), "success"))
      .catch(toastError);
  const subSelect = (value: number | "", set: (v: number | "") => void, all: boolean) => (
    <TextField
      select
      size="small"
      label={t("printing.subEvent")}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={value}
      onChange={(e) => set(e.target.value === "" ? "" : Number(e.target.value))}
    >
      {all && <MenuItem value="">{t("printing.allSubEvents")}</MenuItem>}
      {subEvents.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack sx={{ gap: 2, display: "grid", gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" } }}>
      <Card
        title={t("printing.badges")}
        busy={start.isPending}
        onStart={() =>
          go({
            kind: "badges",
            size,
            ...(badgeSub ? { subEventId: badgeSub } : {}),
            ...(role ? { role } : {}),
            ...(q.trim() ? { q: q.trim() } : {}),
          })
        }
      >
        <TextField
          select
          size="small"
          label={t("printing.size")}
          value={size}
          onChange={(e) => setSize(e.target.value as typeof size)}
        >
          <MenuItem value="a6">{t("printing.sizeA6")}</MenuItem>
          <MenuItem value="label-4x3">{t("printing.sizeLabel")}</MenuItem>
        </TextField>
        {subSelect(badgeSub, setBadgeSub, true)}
        <TextField
          select
          size="small"
          label={t("printing.role")}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={role}
          onChange={(e) => setRole(e.target.value)}
        >
          <MenuItem value="">{t("printing.allRoles")}</MenuItem>
          {["seller", "buyer", "booth", "visitor"].map((r) => (
            <MenuItem key={r} value={r}>
              {t(`hostUi.applicantType.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t("printing.search")}
          value={q}
          onChange={(e) => setQ(e.target.value.slice(0, 100))}
        />
      </Card>
      <Card
        title={t("printing.agendas")}
        busy={start.isPending}
        onStart={() => go({ kind: "agendas", order, ...(lang ? { lang } : {}) })}
      >
        <TextField
          select
          size="small"
          label={t("printing.order")}
          value={order}
          onChange={(e) => setOrder(e.target.value as typeof order)}
        >
          <MenuItem value="company">{t("printing.orderCompany")}</MenuItem>
          <MenuItem value="place">{t("printing.orderPlace")}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t("printing.lang")}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={lang}
          onChange={(e) => setLang(e.target.value as typeof lang)}
        >
          <MenuItem value="">{t("printing.langEach")}</MenuItem>
          {(["ko", "en", "zh"] as const).map((l) => (
            <MenuItem key={l} value={l}>
              {t(`printing.${l}`)}
            </MenuItem>
          ))}
        </TextField>
      </Card>
      <Card
        title={t("printing.tableCards")}
        busy={start.isPending}
        onStart={() =>
          cardSub
            ? go({ kind: "tableCards", subEventId: cardSub })
            : toast(t("printing.chooseSubEvent"), "error")
        }
      >
        {subSelect(cardSub, setCardSub, false)}
      </Card>
    </Stack>
  );
}
