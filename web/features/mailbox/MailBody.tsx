import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { Box, Button, Stack, Typography } from "@mui/material";
import { RichText } from "../common/RichText";
import type { CodedMessage } from "./coded";

/** A coded mail as a formatted message: greeting, the sentence, the labelled facts and the links. */
function Coded({ message }: { message: CodedMessage }) {
  return (
    <Stack sx={{ gap: 2 }}>
      {message.greeting && <Typography>{message.greeting}</Typography>}
      <Typography>{message.intro}</Typography>
      {message.rows.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
            p: 2,
            bgcolor: "action.hover",
            borderRadius: 1,
            "& dt": { color: "text.secondary", fontWeight: 600, mt: { xs: 1, sm: 0 } },
            "& dd": { m: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" },
          }}
        >
          {message.rows.map((row) => (
            <Box key={row.label} sx={{ display: "contents" }}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </Box>
          ))}
        </Box>
      )}
      {message.links.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
          {message.links.map((link) => (
            <Button
              key={link.kind}
              variant={link.kind === "open" ? "contained" : "outlined"}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={link.kind === "calendar" ? <CalendarMonthIcon /> : <OpenInNewIcon />}
            >
              {link.label}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A mail's body: the coded message when coded, otherwise its HTML sanitised in the browser. */
export function MailBody({ content, message }: { content: string; message: CodedMessage | undefined }) {
  return message ? (
    <Coded message={message} />
  ) : (
    <RichText html={content} sx={{ "& a": { color: "primary.main" } }} />
  );
}
