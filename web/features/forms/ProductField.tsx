import { Box, Stack, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import { LONG_MAX, SHORT_MAX, withScheme } from "../../../shared/validation/forms";
import type { FormValue } from "./answer-state";
import { FileUpload } from "./FileUpload";

interface Props {
  id: string;
  value: FormValue;
  eventId: number;
  onChange: (value: FormValue) => void;
  sanitize: (text: string) => string;
}

/** The product block: name, description, image (squared to 600×600 before upload), link. */
export function ProductField({ id, value, eventId, onChange, sanitize }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<FormValue>) => onChange({ ...value, ...patch });
  return (
    <Stack sx={{ gap: 2, pt: 1 }}>
      <TextField
        id={`${id}-name`}
        label={t("form.product.name")}
        value={value.productName ?? ""}
        onChange={(e) => set({ productName: sanitize(e.target.value), content: sanitize(e.target.value) })}
        slotProps={{ htmlInput: { maxLength: SHORT_MAX } }}
      />
      <TextField
        id={`${id}-explain`}
        label={t("form.product.explain")}
        value={value.productExplain ?? ""}
        multiline
        minRows={3}
        maxRows={30}
        onChange={(e) => set({ productExplain: sanitize(e.target.value) })}
        slotProps={{ htmlInput: { maxLength: LONG_MAX } }}
      />
      <Stack direction="row" sx={{ gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        {value.filePath && (value.productImg ?? 0) > 0 && (
          <Box
            component="img"
            src={value.filePath}
            alt={value.productName ?? ""}
            sx={{
              width: 96,
              height: 96,
              objectFit: "cover",
              borderRadius: 1,
              border: 1,
              borderColor: "divider",
            }}
          />
        )}
        <FileUpload
          eventId={eventId}
          accept="image/*"
          square
          label={t("form.product.upload")}
          fileName={(value.productImg ?? 0) > 0 ? value.fileName || t("form.product.image") : undefined}
          onUploaded={(file) =>
            set({ productImg: file.id, filePath: file.filePath, fileName: file.fileName })
          }
          onRemove={() => set({ productImg: 0, filePath: "", fileName: "" })}
          removeLabel={t("form.product.remove")}
        />
      </Stack>
      <TextField
        id={`${id}-link`}
        label={t("form.product.link")}
        value={value.productLink ?? ""}
        onChange={(e) => set({ productLink: e.target.value })}
        onBlur={(e) => set({ productLink: withScheme(e.target.value) })}
        slotProps={{ htmlInput: { inputMode: "url", maxLength: 2000 } }}
      />
    </Stack>
  );
}
