import { createTheme, type Theme } from "@mui/material/styles";
import { useMemo, useState } from "react";
import { theme as appTheme } from "../../app/theme";

/** The spec's storage key for the room's theme (13.40). */
export const THEME_KEY = "theme";

/** The call's light or dark theme, remembered in the browser. */
export function useCallTheme(): { theme: Theme; dark: boolean; toggle: () => void } {
  const [dark, setDark] = useState(() => localStorage.getItem(THEME_KEY) === "dark");
  // dark is built from MUI's own dark palette (the app's light component overrides would fight it), keeping
  // the app's brand colour, type and shapes
  const theme = useMemo(
    () =>
      dark
        ? createTheme({
            palette: { mode: "dark", primary: { main: appTheme.palette.primary.light } },
            typography: { fontFamily: appTheme.typography.fontFamily },
            shape: appTheme.shape,
          })
        : appTheme,
    [dark],
  );
  const toggle = () => {
    localStorage.setItem(THEME_KEY, dark ? "light" : "dark");
    setDark(!dark);
  };
  return { theme, dark, toggle };
}
