import { Alert } from "@mui/material";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

function Missing() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert" data-testid="media-missing">
      {t("videoCall.mediaMissing")}
    </Alert>
  );
}

/**
 * Keeps the page (and its Back) when the media layer fails to render: a browser without WebRTC, or the seam
 * before the media layer lands (its components throw).
 */
export class MediaBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Missing /> : this.props.children;
  }
}
