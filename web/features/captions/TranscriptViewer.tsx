import { Box, Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { type TranscriptOwner, useTranscript } from "../../api/captions";
import { formatTime } from "../common/dates";

/**
 * A meeting's or a webinar's kept captions, after the fact (beside the counsel note, on the webinar's
 * page): who said what, when, oldest first. Shows nothing while there is no transcript.
 */
export function TranscriptViewer({ owner, zone }: { owner: TranscriptOwner; zone: string }) {
  const { t } = useTranslation();
  const transcript = useTranscript(owner);
  const lines = transcript.data?.pages.flatMap((p) => p.lines) ?? [];
  if (transcript.isError)
    return (
      <Typography color="text.secondary" role="status" sx={{ mt: 2 }}>
        {t("captions.transcript.loadFailed")}
      </Typography>
    );
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="captions-transcript" sx={{ mt: 3 }}>
      <Typography id="captions-transcript" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t("captions.transcript.title")}
      </Typography>
      <Stack
        component="ol"
        data-testid="captions-transcript"
        sx={{ m: 0, p: 0, listStyle: "none", gap: 0.75, maxHeight: 420, overflowY: "auto" }}
      >
        {lines.map((line) => (
          <Box component="li" key={line.id} lang={line.language.slice(0, 2)}>
            <Typography variant="caption" color="text.secondary" component="div">
              {line.speakerName} · {formatTime(line.at, zone)}
            </Typography>
            <Typography variant="body2">{line.text}</Typography>
          </Box>
        ))}
      </Stack>
      {transcript.hasNextPage && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          disabled={transcript.isFetchingNextPage}
          onClick={() => void transcript.fetchNextPage()}
        >
          {t("captions.transcript.more")}
        </Button>
      )}
    </Box>
  );
}
