import { Button, Link, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FILE_SIZE_LIMIT, type TFile } from "../../../shared/contract";
import { uploadAnswerFile } from "../../api/applications";
import { toast, toastError } from "../../lib/toast";
import { squareImage } from "./square-image";

interface Props {
  eventId: number;
  /** public: an event's image or attachment (the host); private (default): an answer's file. */
  purpose?: "public" | "private";
  accept?: string;
  /** Crop and scale images to 600×600 before uploading (product images). */
  square?: boolean;
  label: string;
  fileName?: string;
  filePath?: string;
  onUploaded: (file: TFile) => void;
  onRemove?: () => void;
  removeLabel?: string;
}

/** Uploads one file through POST /api/fileS3; files over 10 MB are refused before any request. */
export function FileUpload({
  eventId,
  purpose = "private",
  accept,
  square,
  label,
  fileName,
  filePath,
  onUploaded,
  onRemove,
  removeLabel,
}: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > FILE_SIZE_LIMIT) {
      toast(t("file.tooLarge"));
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadAnswerFile(square ? await squareImage(file) : file, eventId, purpose));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
      <Button variant="outlined" component="label" disabled={busy}>
        {busy ? t("form.uploading") : label}
        <input
          hidden
          type="file"
          accept={accept}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </Button>
      {fileName && filePath ? (
        <Link href={filePath} target="_blank" rel="noopener">
          {fileName}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {fileName || t("form.noFile")}
        </Typography>
      )}
      {onRemove && fileName && (
        <Button size="small" color="inherit" onClick={onRemove}>
          {removeLabel}
        </Button>
      )}
    </Stack>
  );
}
