import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import { Button } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { myAgendaLink } from "../../api/printing";
import { toastError } from "../../lib/toast";

/** Downloads the caller's own agenda of the event as PDF, in the interface's language (a fresh signed link). */
export function MyAgendaButton({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const lang = i18n.language === "en" || i18n.language === "zh" ? i18n.language : "ko";
  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdfIcon />}
      disabled={busy}
      title={t("printing.myAgendaHint")}
      onClick={() => {
        setBusy(true);
        myAgendaLink(eventId, lang)
          .then(({ url }) => window.location.assign(url))
          .catch(toastError)
          .finally(() => setBusy(false));
      }}
    >
      {t("printing.myAgenda")}
    </Button>
  );
}
