import { Box, Chip, Link, Rating, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TFormQuestion } from "../../../shared/contract";
import { keywordTitles } from "../../../shared/validation/forms";
import type { FormValue } from "./answer-state";

function SafeLink({ href }: { href: string }) {
  if (!/^https?:\/\//i.test(href)) return <span>{href}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: "break-all" }}>
      {href}
    </Link>
  );
}

/** One answer, read-only: the review step, my info and the company detail use it. */
export function AnswerView({
  question: q,
  value,
}: {
  question: TFormQuestion;
  value: FormValue | undefined;
}) {
  const { t } = useTranslation();
  if (q.type === "text") return null;
  const empty = (
    <Typography variant="body2" color="text.secondary">
      {t("form.noAnswer")}
    </Typography>
  );
  let body = empty;
  if (value) {
    if (q.type === "url" && value.content) body = <SafeLink href={value.content} />;
    else if (q.type === "star" && value.content)
      body = (
        <Rating value={Number(value.content)} readOnly getLabelText={(count) => t("form.stars", { count })} />
      );
    else if (q.type === "keyword" && value.content)
      body = (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          {keywordTitles(value.content).map((k) => (
            <Chip key={k} label={k} size="small" />
          ))}
        </Box>
      );
    else if (q.type === "file" && value.content)
      body = value.filePath ? (
        <Link href={value.filePath} target="_blank" rel="noopener">
          {value.fileName || value.content}
        </Link>
      ) : (
        <Typography variant="body2">{value.fileName || value.content}</Typography>
      );
    else if (q.type === "product" && value.productName)
      body = (
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2 }}>
          {value.filePath && (value.productImg ?? 0) > 0 && (
            <Box
              component="img"
              src={value.filePath}
              alt={value.productName}
              sx={{ width: 120, height: 120, objectFit: "cover", borderRadius: 1 }}
            />
          )}
          <Stack sx={{ gap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{value.productName}</Typography>
            {value.productExplain && (
              <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
                {value.productExplain}
              </Typography>
            )}
            {value.productLink && <SafeLink href={value.productLink} />}
          </Stack>
        </Stack>
      );
    else if (value.content)
      body = (
        <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {/* A list answer is stored "a,b": shown with a space after each comma. */}
          {q.type === "many" || q.type === "category" ? value.content.split(",").join(", ") : value.content}
        </Typography>
      );
  }
  return (
    <Stack component="div" sx={{ gap: 0.5 }}>
      <Typography variant="subtitle2" component="dt">
        {q.title}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {body}
      </Box>
    </Stack>
  );
}
