import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ChatIcon from "@mui/icons-material/Chat";
import { Box, Button, Chip, Paper, Tab, Tabs, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useCompanyDetail } from "../../api/workspace";
import { useChat } from "../../features/chat/context";
import { LoadError, Loading } from "../../features/common/states";
import { AnswersPanel } from "../../features/workspace/AnswersPanel";
import { CardView } from "../../features/workspace/CardView";
import { useWorkspace } from "../../features/workspace/context";
import { showMeetingTab } from "../../features/workspace/gate";
import { useCategoryLabel, useTypeLabel } from "../../features/workspace/labels";
import { PeopleTable } from "../../features/workspace/PeopleTable";
import { MeetingStatusTab } from "./MeetingPage";

type TabKey = "info" | "additional" | "manager" | "meeting";

/** A company's page: company info, additional info, managers, meeting status (each with its hide rule). */
export default function CompanyDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categoryLabel = useCategoryLabel();
  const { applicationId } = useParams();
  const [search] = useSearchParams();
  const { subEvent, place } = useWorkspace();
  const typeLabel = useTypeLabel(subEvent);
  const detail = useCompanyDetail(Number(applicationId));
  const fromProduct = search.get("product") === "Y";
  const [chosen, setChosen] = useState<TabKey | undefined>();
  const chat = useChat();
  if (detail.isLoading) return <Loading />;
  if (detail.isError || !detail.data)
    return <LoadError error={detail.error} onRetry={() => detail.refetch()} />;
  const d = detail.data;
  const tabs: TabKey[] = ["info"];
  if (d.hasAdditional) tabs.push("additional");
  tabs.push("manager");
  if (showMeetingTab(subEvent, place.application?.type, d.type)) tabs.push("meeting");
  const tab = chosen ?? (fromProduct && tabs.includes("additional") ? "additional" : "info");
  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)} sx={{ mb: 1 }}>
        {t("common.back")}
      </Button>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 2 }}>
        <Typography component="h1" variant="h5">
          {d.companyName}
        </Typography>
        <Chip size="small" label={typeLabel(d.type)} />
        {chat.enabled && d.id !== place.application?.id && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<ChatIcon />}
            onClick={() => void chat.startChat(d.id)}
            disabled={chat.starting}
            sx={{ ml: "auto" }}
          >
            {t("chat.start")}
          </Button>
        )}
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => setChosen(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t("workspace.companyTabs")}
        sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`workspace.tab.${key}`)}
            id={`tab-${key}`}
            aria-controls={`panel-${key}`}
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 } }}
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
      >
        {tab === "info" && (
          <Box sx={{ display: "grid", gap: 3 }}>
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
            <AnswersPanel
              subEvent={subEvent}
              applicationId={d.id}
              type={d.type}
              part="content"
              editable={false}
            />
          </Box>
        )}
        {tab === "additional" && (
          <AnswersPanel
            subEvent={subEvent}
            applicationId={d.id}
            type={d.type}
            part="additional"
            editable={false}
          />
        )}
        {tab === "manager" && <PeopleTable applicationId={d.id} />}
        {tab === "meeting" && <MeetingStatusTab applicationId={d.id} />}
      </Paper>
    </Box>
  );
}
