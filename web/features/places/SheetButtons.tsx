import DownloadIcon from "@mui/icons-material/Download";
import UploadIcon from "@mui/icons-material/Upload";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from "@mui/material";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TImportProblem, TPlace } from "../../../shared/contract";
import { toast, toastError } from "../../lib/toast";
import { downloadXlsx } from "../common/download";
import { useImportPlaces } from "./api";
import {
  buildPlacesWorkbook,
  placesFileName,
  readPlacesSheet,
  SHEET_COLUMNS,
  SheetError,
} from "./places-sheet";

/** Export the places as a spreadsheet, and import one (all or nothing; the problems listed by row). */
export function SheetButtons({
  subEventId,
  subEventName,
  places,
}: {
  subEventId: number;
  subEventName: string;
  places: TPlace[];
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const importPlaces = useImportPlaces(subEventId);
  const [problems, setProblems] = useState<TImportProblem[]>();
  const [reading, setReading] = useState(false);
  const exportSheet = async () => {
    try {
      const headers = SHEET_COLUMNS.map((c) => (c === "x" || c === "y" ? c : t(`placesUi.col.${c}`)));
      const book = await buildPlacesWorkbook(t("placesUi.sheetName"), headers, places);
      downloadXlsx(await book.xlsx.writeBuffer(), placesFileName(subEventName, new Date()));
    } catch (error) {
      toastError(error);
    }
  };
  const chosen = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setReading(true);
    try {
      const rows = await readPlacesSheet(await file.arrayBuffer());
      if (rows.length === 0) throw new SheetError("places.import.empty");
      const result = await importPlaces.mutateAsync(rows);
      if (result.saved) toast(t("placesUi.importDone", result), "success");
      else setProblems(result.problems);
    } catch (error) {
      if (error instanceof SheetError) toast(t(error.key));
      else toastError(error);
    } finally {
      setReading(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={exportSheet}
        disabled={places.length === 0}
      >
        {t("placesUi.export")}
      </Button>
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={reading || importPlaces.isPending}
        onClick={() => input.current?.click()}
        aria-describedby="places-import-hint"
      >
        {t("placesUi.import")}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label={t("placesUi.import")}
        data-testid="places-import"
        onChange={chosen}
      />
      <Dialog
        open={problems !== undefined}
        onClose={() => setProblems(undefined)}
        aria-labelledby="import-problems"
      >
        <DialogTitle id="import-problems">{t("placesUi.import")}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t("placesUi.importProblems", { count: problems?.length ?? 0 })}
          </DialogContentText>
          <List dense>
            {problems?.map((p) => (
              <ListItem key={`${p.row}-${p.message}`} disableGutters>
                <ListItemText primary={p.detail} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setProblems(undefined)} autoFocus>
            {t("common.close")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
