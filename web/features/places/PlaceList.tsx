import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import PlaceIcon from "@mui/icons-material/PlaceOutlined";
import {
  Chip,
  IconButton,
  Paper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TPlace } from "../../../shared/contract";
import { scrollHint, stackedOnPhones } from "../common/responsive-table";

/**
 * The places as a table (cards under 600 px): kind, name, zone, fixed company, pin, meetings ahead, active, and
 * the actions (edit, pin on the plan, delete).
 */
export function PlaceList({
  places,
  selected,
  busy,
  onEdit,
  onPin,
  onDelete,
  onActive,
}: {
  places: TPlace[];
  selected?: number;
  busy: boolean;
  onEdit: (place: TPlace) => void;
  onPin: (place: TPlace) => void;
  onDelete: (place: TPlace) => void;
  onActive: (place: TPlace, active: boolean) => void;
}) {
  const { t } = useTranslation();
  const col = (key: string) => t(`placesUi.col.${key}`);
  return (
    <TableContainer component={Paper} variant="outlined" sx={scrollHint}>
      <Table size="small" aria-label={t("placesUi.title")} sx={stackedOnPhones(860)}>
        <TableHead>
          <TableRow>
            {["name", "kind", "zone", "owner", "pin", "meetings", "active", "actions"].map((key) => (
              <TableCell key={key} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                {col(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {places.map((p) => (
            <TableRow key={p.id} selected={p.id === selected} data-place={p.name}>
              <TableCell data-label={col("name")} sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                {p.name}
              </TableCell>
              <TableCell data-label={col("kind")}>{t(`placesUi.kind.${p.kind}`)}</TableCell>
              <TableCell data-label={col("zone")}>{p.zone}</TableCell>
              <TableCell data-label={col("owner")}>
                {p.companyName || <Chip size="small" variant="outlined" label={t("placesUi.pooled")} />}
              </TableCell>
              <TableCell data-label={col("pin")} sx={{ whiteSpace: "nowrap" }}>
                {p.x === null || p.y === null
                  ? t("placesUi.noPin")
                  : t("placesUi.pinned", { x: p.x, y: p.y })}
              </TableCell>
              <TableCell data-label={col("meetings")}>{p.upcomingMeetings}</TableCell>
              <TableCell data-label={col("active")}>
                <Switch
                  size="small"
                  checked={p.active}
                  disabled={busy}
                  onChange={(e) => onActive(p, e.target.checked)}
                  slotProps={{ input: { "aria-label": `${col("active")}: ${p.name}` } }}
                />
                {!p.active && <Chip size="small" label={t("placesUi.withdrawn")} />}
              </TableCell>
              <TableCell data-label={col("actions")} sx={{ whiteSpace: "nowrap" }}>
                <Tooltip title={t("placesUi.edit")}>
                  <IconButton aria-label={`${t("placesUi.edit")}: ${p.name}`} onClick={() => onEdit(p)}>
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t("placesUi.pin.title")}>
                  <IconButton
                    aria-label={`${t("placesUi.pin.title")}: ${p.name}`}
                    aria-pressed={p.id === selected}
                    onClick={() => onPin(p)}
                  >
                    <PlaceIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t("placesUi.delete")}>
                  <IconButton aria-label={`${t("placesUi.delete")}: ${p.name}`} onClick={() => onDelete(p)}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
