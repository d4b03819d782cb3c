import { Box, FormControlLabel, Radio, RadioGroup, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TMeeting } from "../../../shared/contract";
import { Loading } from "../common/states";

/** The slot dialog's choice among the requests waiting for the caller's answer in one slot. */
export function WaitingRequestPicker(props: {
  loading: boolean;
  requests: TMeeting[];
  value: number | undefined;
  onChoose: (meetingId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="subtitle1">{t("meetings.waitingRequests")}</Typography>
      {props.loading ? (
        <Loading />
      ) : (
        <RadioGroup value={props.value ?? ""} onChange={(e) => props.onChoose(Number(e.target.value))}>
          {props.requests.map((m) => (
            <FormControlLabel
              key={m.id}
              value={m.id}
              control={<Radio />}
              label={`${m.applicantName}${m.applicantManagerName ? ` (${m.applicantManagerName})` : ""}`}
            />
          ))}
        </RadioGroup>
      )}
    </Box>
  );
}
