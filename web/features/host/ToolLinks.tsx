import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { TSubEvent } from "../../../shared/contract";

type ToolSubEvent = Pick<TSubEvent, "id" | "category" | "matching">;

/** The tools of a sub-event beyond its settings (/host/subEvents/{id}/tools/...), in the order a host needs them. */
export function toolsOf(subEvent: Pick<TSubEvent, "category" | "matching">): string[] {
  return [
    ...(subEvent.category === "presentation" ? ["webinars"] : []),
    ...(subEvent.matching === "Y" ? ["interpreters"] : []),
    "programme",
    "speakers",
    "floorMap",
  ];
}

/** Buttons to the tools, for the sub-event list and editor (the places page has its own route). */
export function SubEventToolLinks({ subEvent }: { subEvent: ToolSubEvent }) {
  const { t } = useTranslation();
  return [
    ...toolsOf(subEvent).map((tool) => (
      <Button
        key={tool}
        size="small"
        variant="outlined"
        component={RouterLink}
        to={`/host/subEvents/${subEvent.id}/tools/${tool}`}
      >
        {t(`hostTools.${tool}`)}
      </Button>
    )),
    <Button
      key="places"
      size="small"
      variant="outlined"
      component={RouterLink}
      to={`/host/subEvents/${subEvent.id}/places`}
    >
      {t("hostTools.places")}
    </Button>,
    <Button
      key="floor"
      size="small"
      variant="outlined"
      component={RouterLink}
      to={`/host/subEvents/${subEvent.id}/floor`}
    >
      {t("liveFloor.link")}
    </Button>,
  ];
}
