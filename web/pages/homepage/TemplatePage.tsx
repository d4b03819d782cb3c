import { Box, Button, Container } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import DOMPurify from "dompurify";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from "react-router";
import { getEventTemplate } from "../../../shared/contract";
import { ApiError, callApi } from "../../api/client";
import { Loading } from "../../features/common/states";
import NotFoundPage from "../notFound/NotFoundPage";

/** Host-written HTML: scripts, event handlers and javascript: URLs removed; `destination` kept for navigation. */
export function sanitizeTemplate(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ["destination"], FORBID_TAGS: ["style", "form", "iframe"] });
}

/** CSS cannot break out: it is applied inside a shadow root and @import is dropped. */
function sanitizeCss(css: string): string {
  return css.replace(/@import[^;]*;?/gi, "").replace(/expression\s*\(/gi, "");
}

function TemplateView({ eventId, name }: { eventId: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const host = useRef<HTMLDivElement>(null);
  const query = useQuery({
    queryKey: ["template", eventId, name],
    queryFn: () => callApi(getEventTemplate, { params: { eventId, templateName: name } }),
    retry: false,
  });

  useEffect(() => {
    const element = host.current;
    if (!element || !query.data) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: "open" });
    root.innerHTML = `<style>:host{display:block}${sanitizeCss(query.data.cssContent)}</style>${sanitizeTemplate(query.data.htmlContent)}`;
    const onClick = (event: Event) => {
      const target = (event.target as Element | null)?.closest?.("[destination]");
      const destination = target?.getAttribute("destination");
      if (!destination) return;
      event.preventDefault();
      navigate(`/homepage/${eventId}/${encodeURIComponent(destination)}`);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [query.data, eventId, navigate]);

  if (query.isLoading) return <Loading />;
  if (query.isError) {
    return <NotFoundPage message={query.error instanceof ApiError ? query.error.detail : undefined} />;
  }
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Button component={RouterLink} to={`/event/detail/${eventId}`} sx={{ mb: 2 }}>
        {t("template.backToEvent")}
      </Button>
      <Box ref={host} data-testid="template" />
    </Container>
  );
}

/** /homepage/{eventId}/{templateName} */
export function HomepagePage() {
  const params = useParams();
  return <TemplateView eventId={Number(params.eventId)} name={params.templateName ?? "main"} />;
}

/** /template?eventId=&templateName= */
export function TemplateQueryPage() {
  const [params] = useSearchParams();
  return <TemplateView eventId={Number(params.get("eventId"))} name={params.get("templateName") ?? "main"} />;
}
