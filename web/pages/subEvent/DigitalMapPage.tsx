import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import SearchIcon from "@mui/icons-material/Search";
import {
  Alert,
  Box,
  Button,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  TextField,
  Typography,
} from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { TBooth } from "../../../shared/contract";
import { useFloorMap } from "../../api/programme";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { FloorPlan } from "../../features/floor-map/FloorPlan";
import { useWorkspace } from "../../features/workspace/context";

/** The digital map: the floor plan with booths; a search finds a company's booth; a booth leads to its company. */
export default function DigitalMapPage() {
  const { t } = useTranslation();
  const { subEvent } = useWorkspace();
  const map = useFloorMap(subEvent.id);
  const [word, setWord] = useState("");
  const [selected, setSelected] = useState<TBooth>();
  const booths = map.data?.booths ?? [];
  const matches = useMemo(() => {
    const w = word.trim().toLowerCase();
    return w
      ? booths.filter((b) => b.companyName.toLowerCase().includes(w) || b.label.toLowerCase().includes(w))
      : [];
  }, [booths, word]);
  const company = (b: TBooth) => `/subEvent/${subEvent.id}/attendeeList/${b.applicationId}`;
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("programmeUi.digitalMap")}
      </Typography>
      {map.isLoading && <Loading />}
      {map.isError && <LoadError error={map.error} onRetry={() => map.refetch()} />}
      {map.data?.digitalMap && (
        <Button
          href={map.data.digitalMap}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
          sx={{ mb: 2 }}
        >
          {t("programmeUi.eventMapLink")}
        </Button>
      )}
      {map.data && !map.data.plan && !map.data.digitalMap && <Empty>{t("programmeUi.noMap")}</Empty>}
      {map.data?.plan && (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", lg: "1fr 300px" },
            alignItems: "start",
          }}
        >
          <FloorPlan
            plan={map.data.plan}
            booths={booths}
            selected={selected?.id}
            highlighted={new Set(matches.map((b) => b.id))}
            onSelect={setSelected}
          />
          <Box>
            <TextField
              fullWidth
              size="small"
              label={t("programmeUi.findBooth")}
              value={word}
              onChange={(e) => setWord(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && matches[0]) setSelected(matches[0]);
              }}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <SearchIcon aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {word.trim() && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
                {t("programmeUi.matches", { count: matches.length })}
              </Typography>
            )}
            {matches.length > 0 && (
              <List dense aria-label={t("programmeUi.results")}>
                {matches.map((b) => (
                  <ListItemButton key={b.id} selected={b.id === selected?.id} onClick={() => setSelected(b)}>
                    <ListItemText
                      primary={b.companyName || t("floorMap.booth", { label: b.label })}
                      secondary={t("floorMap.booth", { label: b.label })}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
            {selected && (
              <Paper variant="outlined" sx={{ p: 2, mt: 2 }} aria-live="polite" data-testid="booth-card">
                <Typography variant="overline">{t("floorMap.booth", { label: selected.label })}</Typography>
                <Typography variant="h6" sx={{ overflowWrap: "anywhere" }}>
                  {selected.companyName || t("programmeUi.freeBooth")}
                </Typography>
                {selected.applicationId && (
                  <Button
                    component={RouterLink}
                    to={company(selected)}
                    variant="contained"
                    size="small"
                    sx={{ mt: 1 }}
                  >
                    {t("programmeUi.openCompany")}
                  </Button>
                )}
              </Paper>
            )}
            {!selected && !word && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t("programmeUi.mapHint")}
              </Alert>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
