import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Container,
  Typography,
  useMediaQuery,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { currentLanguage } from "../../i18n";
import {
  type ManualBlock,
  type ManualPageId,
  type ManualSection,
  manual,
  manualPageIds,
} from "./content/manual";
import { ManualToc } from "./ManualToc";

function Block({ block }: { block: ManualBlock }) {
  if (block.kind === "image") {
    return (
      <Box component="figure" sx={{ m: 0, my: 2 }}>
        <Box
          component="img"
          src={block.src}
          alt={block.alt ?? ""}
          loading="lazy"
          width={800}
          height={450}
          sx={{ width: "100%", height: "auto", border: 1, borderColor: "divider", borderRadius: 2 }}
        />
        {block.alt && (
          <Typography component="figcaption" variant="caption" color="text.secondary">
            {block.alt}
          </Typography>
        )}
      </Box>
    );
  }
  if (block.kind === "tip")
    return (
      <Alert severity="info" sx={{ my: 1.5 }}>
        {block.text}
      </Alert>
    );
  if (block.kind === "steps") {
    return (
      <Box component="ol" sx={{ pl: 3, my: 1.5, "& li": { mb: 0.5 } }}>
        {block.items?.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
    );
  }
  return <Typography sx={{ my: 1.5, lineHeight: 1.8 }}>{block.text}</Typography>;
}

function Section({ section, level }: { section: ManualSection; level: 2 | 3 }) {
  return (
    <Box component="section" aria-labelledby={section.id} sx={{ mb: level === 2 ? 5 : 3 }}>
      <Typography
        id={section.id}
        data-manual-heading
        component={`h${level}`}
        variant={level === 2 ? "h2" : "h3"}
        sx={{ scrollMarginTop: 80, mb: 1 }}
      >
        {section.title}
      </Typography>
      {section.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order
        <Block key={`${section.id}-${i}`} block={block} />
      ))}
      {section.children?.map((child) => (
        <Section key={child.id} section={child} level={3} />
      ))}
    </Box>
  );
}

/** The heading that counts as current: the first whose top is 50 to 400 px from the top of the window. */
function useCurrentHeading(pageId: string): string | undefined {
  const [current, setCurrent] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the listener is re-attached for each manual page
  useEffect(() => {
    setCurrent(undefined);
    const onScroll = () => {
      const headings = Array.from(document.querySelectorAll<HTMLElement>("[data-manual-heading]"));
      const inWindow = headings.find((h) => {
        const top = h.getBoundingClientRect().top;
        return top >= 50 && top <= 400;
      });
      if (inWindow) setCurrent(inWindow.id);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [pageId]);
  return current;
}

export default function ManualPage() {
  const { t } = useTranslation();
  const pageId = useParams().page as ManualPageId;
  const wide = useMediaQuery("(min-width:1024px)");
  const current = useCurrentHeading(pageId);
  if (!manualPageIds.includes(pageId)) return <Navigate to="/terms/manual/participateEvent" replace />;
  const language = currentLanguage() === "ko" ? "ko" : "en";
  const page = manual[pageId][language];
  const toc = <ManualToc pageId={pageId} language={language} current={current} />;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box
        sx={{
          display: "grid",
          gap: 4,
          gridTemplateColumns: { xs: "1fr", md: "260px minmax(0, 1fr)" },
          alignItems: "start",
        }}
      >
        {wide ? (
          <Box
            component="nav"
            aria-label={t("terms.contents")}
            sx={{ position: "sticky", top: 80, maxHeight: "calc(100vh - 100px)", overflow: "auto" }}
          >
            {toc}
          </Box>
        ) : (
          <Accordion disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{t("terms.contents")}</AccordionSummary>
            <AccordionDetails>
              <Box component="nav" aria-label={t("terms.contents")}>
                {toc}
              </Box>
            </AccordionDetails>
          </Accordion>
        )}
        <Box component="article" lang={language}>
          <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
            {page.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {page.intro}
          </Typography>
          {page.sections.map((section) => (
            <Section key={section.id} section={section} level={2} />
          ))}
        </Box>
      </Box>
    </Container>
  );
}
