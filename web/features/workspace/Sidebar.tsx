import AssignmentIcon from "@mui/icons-material/Assignment";
import BusinessIcon from "@mui/icons-material/Business";
import CampaignIcon from "@mui/icons-material/Campaign";
import EventIcon from "@mui/icons-material/Event";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import FactCheckIcon from "@mui/icons-material/FactCheck";
import GroupIcon from "@mui/icons-material/Group";
import HomeIcon from "@mui/icons-material/Home";
import Inventory2Icon from "@mui/icons-material/Inventory2";
import LanguageIcon from "@mui/icons-material/Language";
import MailIcon from "@mui/icons-material/MailOutlined";
import MapIcon from "@mui/icons-material/Map";
import MicIcon from "@mui/icons-material/Mic";
import OndemandVideoIcon from "@mui/icons-material/OndemandVideo";
import ViewAgendaIcon from "@mui/icons-material/ViewAgenda";
import { Badge, List, ListItemButton, ListItemIcon, ListItemText } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useSchedule } from "../../api/meetings";
import { useExtras } from "../../api/programme";
import { ChatIndicator } from "../chat/ChatIndicator";
import { useChat } from "../chat/context";
import { useWorkspace } from "./context";

interface Item {
  key: string;
  icon: ReactNode;
  /** A count announced to screen readers with the label (waiting meetings). */
  badge?: number;
  /** A line under the label (the chat's unread count). */
  note?: string;
  to?: string;
  href?: string;
}

/**
 * The sidebar in the spec's order (participants, products, chat, meetings, webinar, consultation, survey,
 * managers, notices, mailing, event info, home page, home), with the programme, speakers and floor map after
 * the webinar once the host has added them (docs/decisions.md).
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { subEvent, place, hasProducts } = useWorkspace();
  const base = `/subEvent/${subEvent.id}`;
  // Before approval only myInfo is reachable: the private entries are left out.
  const approved = place.role === "host" || place.application?.approval === "approval";
  // Consultation: the spec shows it to buyers when a seller counsel form exists; each side writes with its own
  // side's form, so it shows whenever the caller's side has one (docs/decisions.md).
  const isSellerSide = place.application?.type === "seller" || place.application?.type === "booth";
  // the schedule: where meetings are booked, or where the caller's application has meetings (the server decides)
  const meetingsOn = place.schedule && Boolean(place.application) && approved;
  const schedule = useSchedule(place.application?.id, meetingsOn);
  const waiting = schedule.data?.waitingForMe ?? 0;
  const chat = useChat();
  // programme, speakers and the map show once the host has added them (docs/decisions.md)
  const extras = useExtras(subEvent.id, approved).data;
  const hasCounsel = Boolean(
    place.application &&
      (isSellerSide ? subEvent.sellerCounselForm : (subEvent.buyerCounselForm ?? subEvent.sellerCounselForm)),
  );
  const items: Item[] = [
    ...(approved
      ? [
          { key: "participants", icon: <BusinessIcon />, to: `${base}/attendeeList` },
          ...(hasProducts ? [{ key: "products", icon: <Inventory2Icon />, to: `${base}/product` }] : []),
          ...(chat.enabled
            ? [
                {
                  key: "chat",
                  icon: <ChatIndicator />,
                  to: `${base}/chatList`,
                  note: chat.unread ? t("chat.unreadCount", { count: chat.unread }) : undefined,
                },
              ]
            : []),
          ...(meetingsOn
            ? [
                {
                  key: "meetings",
                  icon: (
                    <Badge badgeContent={waiting} color="error" max={99}>
                      <EventAvailableIcon />
                    </Badge>
                  ),
                  to: `${base}/meeting`,
                  badge: waiting,
                },
              ]
            : []),
          ...(subEvent.category === "presentation"
            ? [{ key: "webinar", icon: <OndemandVideoIcon />, to: `${base}/webinar` }]
            : []),
          ...(extras?.sessions
            ? [{ key: "programme", icon: <ViewAgendaIcon />, to: `${base}/programList` }]
            : []),
          ...(extras?.speakers ? [{ key: "speakers", icon: <MicIcon />, to: `${base}/speakerList` }] : []),
          ...(extras?.floorPlan || extras?.digitalMap
            ? [{ key: "digitalMap", icon: <MapIcon />, to: `${base}/digitalMapList` }]
            : []),
          ...(hasCounsel ? [{ key: "counsel", icon: <AssignmentIcon />, to: `${base}/counselList` }] : []),
          ...(subEvent.sellerSurveyForm
            ? [{ key: "survey", icon: <FactCheckIcon />, to: `${base}/survey` }]
            : []),
          { key: "managers", icon: <GroupIcon />, to: `${base}/managerList` },
          { key: "notices", icon: <CampaignIcon />, to: `${base}/noticeList` },
          { key: "mailing", icon: <MailIcon />, to: `${base}/mailList` },
        ]
      : []),
    { key: "eventInfo", icon: <EventIcon />, href: `/event/detail/${subEvent.eventId}` },
    ...(subEvent.mainEvent.homePage
      ? [{ key: "homePage", icon: <LanguageIcon />, href: subEvent.mainEvent.homePage }]
      : []),
    { key: "home", icon: <HomeIcon />, to: "/" },
  ];
  return (
    <List component="nav" aria-label={t("workspace.menu")} sx={{ py: 1 }}>
      {items.map((item) =>
        item.href ? (
          <ListItemButton
            key={item.key}
            component="a"
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onNavigate}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={t(`workspace.nav.${item.key}`)} secondary={t("workspace.newTab")} />
          </ListItemButton>
        ) : (
          <ListItemButton
            key={item.key}
            component={NavLink}
            to={item.to!}
            end={item.to === "/"}
            onClick={onNavigate}
            sx={{ "&.active": { bgcolor: "action.selected", fontWeight: 700 } }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText
              primary={t(`workspace.nav.${item.key}`)}
              secondary={
                item.note ?? (item.badge ? t("workspace.nav.waitingCount", { count: item.badge }) : undefined)
              }
            />
          </ListItemButton>
        ),
      )}
    </List>
  );
}
