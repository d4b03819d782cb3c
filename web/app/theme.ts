import { createTheme } from "@mui/material/styles";

/** The spec's breakpoints: xs 0, sm 600, md 1024, lg 1280, xl 1920. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 1024, lg: 1280, xl: 1920 } },
  palette: {
    primary: { main: "#1f5eff", dark: "#1746c4", contrastText: "#fff" },
    // white on it at 5.2:1 (WCAG AA for a button's text; the lighter #0f9d8a was 3.4:1)
    secondary: { main: "#0b7a6b", contrastText: "#fff" },
    background: { default: "#f6f7fb", paper: "#ffffff" },
    text: { primary: "#1b1f2a", secondary: "#4a5163" },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      '"Pretendard", "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans SC", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: "2.2rem", fontWeight: 800 },
    h2: { fontSize: "1.7rem", fontWeight: 700 },
    h3: { fontSize: "1.35rem", fontWeight: 700 },
    h4: { fontSize: "1.15rem", fontWeight: 700 },
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: "outlined" } },
  },
});
