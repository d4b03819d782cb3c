import { useMediaQuery } from "@mui/material";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { hasMeetings, useMyDay } from "./api";

const LANDED = "bizmeet.day.landed";

/**
 * On a phone, during an event's days, a signed-in participant who opens the app lands on Now / Next (once per
 * visit: the logo still leads home afterwards). Desktop stays on the home page.
 */
export function DayLanding() {
  const phone = useMediaQuery("(max-width:600px)");
  const first = typeof sessionStorage === "undefined" || sessionStorage.getItem(LANDED) === null;
  const day = useMyDay(phone && first);
  const navigate = useNavigate();
  useEffect(() => {
    if (!phone || !first || !day.data || !hasMeetings(day.data.day)) return;
    sessionStorage.setItem(LANDED, "1");
    navigate("/day", { replace: true });
  }, [phone, first, day.data, navigate]);
  return null;
}
