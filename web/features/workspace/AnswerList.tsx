import { Box, Link, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TCompanyAnswer } from "../../../shared/contract";

function SafeLink({ href, label }: { href: string; label?: string }) {
  if (!/^https?:\/\//i.test(href)) return <span>{label ?? href}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: "break-all" }}>
      {label ?? href}
    </Link>
  );
}

function AnswerBody({ answer }: { answer: TCompanyAnswer }) {
  const { t } = useTranslation();
  if (answer.type === "product")
    return (
      <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
        {answer.productImgUrl && (
          <Box
            component="img"
            src={answer.productImgUrl}
            alt={answer.productName}
            sx={{ width: 96, height: 96, objectFit: "cover", borderRadius: 1 }}
          />
        )}
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{answer.productName}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
            {answer.productExplain}
          </Typography>
          {answer.productLink && <SafeLink href={answer.productLink} />}
        </Box>
      </Box>
    );
  if (!answer.content)
    return (
      <Typography variant="body2" color="text.secondary">
        {t("workspace.noAnswer")}
      </Typography>
    );
  if (answer.type === "url") return <SafeLink href={answer.content} />;
  return <Typography sx={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>{answer.content}</Typography>;
}

/** Answers read-only, as a definition list (main or additional part). */
export function AnswerList({ answers }: { answers: TCompanyAnswer[] }) {
  const { t } = useTranslation();
  if (answers.length === 0) return <Typography color="text.secondary">{t("workspace.noAnswers")}</Typography>;
  return (
    <Stack component="dl" sx={{ gap: 2, m: 0 }}>
      {answers.map((a) => (
        <Box key={a.uuid}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {a.title}
          </Typography>
          <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
            <AnswerBody answer={a} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
