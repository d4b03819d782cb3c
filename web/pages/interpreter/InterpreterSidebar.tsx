import AssignmentIcon from "@mui/icons-material/Assignment";
import BusinessIcon from "@mui/icons-material/Business";
import CampaignIcon from "@mui/icons-material/Campaign";
import EventIcon from "@mui/icons-material/Event";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import HomeIcon from "@mui/icons-material/Home";
import TranslateIcon from "@mui/icons-material/Translate";
import { List, ListItemButton, ListItemIcon, ListItemText } from "@mui/material";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useWorkspace } from "../../features/workspace/context";

/**
 * The spec's interpreter sidebar, in its order (participants, meetings, consultation, notices, event info, home),
 * with the interpreter's languages and availability (issue 22) after meetings.
 */
export function InterpreterSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { subEvent } = useWorkspace();
  const base = `/interpreter/${subEvent.id}`;
  const items = [
    { key: "participants", icon: <BusinessIcon />, to: `${base}/participantsList` },
    { key: "meetings", icon: <EventAvailableIcon />, to: `${base}/meeting` },
    { key: "profile", icon: <TranslateIcon />, to: `${base}/profile` },
    { key: "counsel", icon: <AssignmentIcon />, to: `${base}/counselList` },
    { key: "notices", icon: <CampaignIcon />, to: `${base}/noticeList` },
    { key: "eventInfo", icon: <EventIcon />, to: `${base}/eventInfo` },
    { key: "home", icon: <HomeIcon />, to: "/" },
  ];
  return (
    <List component="nav" aria-label={t("interpreterUi.menu")} sx={{ py: 1 }}>
      {items.map((item) => (
        <ListItemButton
          key={item.key}
          component={NavLink}
          to={item.to}
          end={item.to === "/"}
          onClick={onNavigate}
          sx={{ "&.active": { bgcolor: "action.selected", fontWeight: 700 } }}
        >
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText primary={t(`interpreterUi.nav.${item.key}`)} />
        </ListItemButton>
      ))}
    </List>
  );
}
