import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Chip, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useCompanyDetail } from "../../api/workspace";
import { LoadError, Loading } from "../../features/common/states";
import { CardView } from "../../features/workspace/CardView";
import { useCategoryLabel } from "../../features/workspace/labels";

/** A company as the interpreter reads it: card, category, keywords, note and its public answers. No edits. */
export default function InterpreterCompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categoryLabel = useCategoryLabel();
  const detail = useCompanyDetail(Number(useParams().applicationId));
  if (detail.isLoading) return <Loading />;
  if (detail.isError || !detail.data)
    return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  const d = detail.data;
  // choice answers are option ids, files and products need their renderers: the text answers are shown
  const answers = d.answers.filter((a) => a.content && ["short", "long", "url", "text"].includes(a.type));
  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)} sx={{ mb: 1 }}>
        {t("common.back")}
      </Button>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {d.companyName}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: "grid", gap: 3 }}>
        <CardView card={d.businessCard} />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t("workspace.col.category")}
          </Typography>
          <Typography>{categoryLabel(d.category) || "—"}</Typography>
        </Box>
        {d.keywords.length > 0 && (
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }} aria-label={t("workspace.col.keyword")}>
            {d.keywords.map((k) => (
              <Chip key={k.id} label={k.title} size="small" variant="outlined" />
            ))}
          </Box>
        )}
        {d.note && <Typography sx={{ whiteSpace: "pre-wrap" }}>{d.note}</Typography>}
        {answers.map((a) => (
          <Box key={a.uuid}>
            <Typography variant="body2" color="text.secondary">
              {a.title}
            </Typography>
            <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{a.content}</Typography>
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
