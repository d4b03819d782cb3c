import { Box, List, ListItem, ListItemButton, ListItemText, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TMeetingTarget } from "../../../shared/contract";
import { Loading } from "../common/states";

/** The slot dialog's search and list of companies the caller may request a meeting with. */
export function TargetPicker(props: {
  typed: string;
  onTyped: (value: string) => void;
  onSearch: (company: string) => void;
  onError: (message: string) => void;
  list: TMeetingTarget[] | undefined;
  loading: boolean;
  chosen: number | undefined;
  onChoose: (applicationId: number) => void;
}) {
  const { t } = useTranslation();
  const { typed, list, chosen } = props;
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {t("meetings.chooseTarget")}
      </Typography>
      <TextField
        size="small"
        fullWidth
        label={t("meetings.searchCompany")}
        value={typed}
        onChange={(e) => props.onTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            if (!typed.trim() && typed) props.onError(t("meetings.enterSearchTerm"));
            props.onSearch(typed.trim());
          }
        }}
      />
      {props.loading ? (
        <Loading />
      ) : (list ?? []).length === 0 ? (
        <Typography sx={{ py: 2 }} color="text.secondary">
          {t("meetings.noTarget")}
        </Typography>
      ) : (
        <List dense aria-label={t("meetings.chooseTarget")} sx={{ maxHeight: 320, overflow: "auto" }}>
          {(list ?? []).map((target) => (
            // each button in a list item: a list holds only items (axe "list")
            <ListItem key={target.applicationId} disablePadding>
              <ListItemButton
                selected={chosen === target.applicationId}
                onClick={() => props.onChoose(target.applicationId)}
              >
                <ListItemText
                  primary={target.companyName}
                  secondary={[target.managerName, target.category, t(`meetings.${target.attendeeType}`)]
                    .filter(Boolean)
                    .join(" · ")}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
