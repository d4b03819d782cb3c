import { Box, Link } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { type ManualPageId, manual, manualPageIds } from "./content/manual";

/**
 * Contents: every manual page as a main heading (another page's heading swaps to that page);
 * the current page's sections as sub-headings (they scroll within the page).
 */
export function ManualToc(props: { pageId: ManualPageId; language: "ko" | "en"; current?: string }) {
  const { pageId, language, current } = props;
  const scrollTo = (id: string) => {
    document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {manualPageIds.map((id) => (
        <li key={id}>
          <Link
            component={RouterLink}
            to={`/terms/manual/${id}`}
            underline="none"
            aria-current={id === pageId ? "page" : undefined}
            sx={{
              display: "block",
              py: 0.75,
              fontWeight: 700,
              color: id === pageId ? "primary.main" : "text.primary",
            }}
            onClick={() => id === pageId && window.scrollTo({ top: 0, behavior: "smooth" })}
          >
            {manual[id][language].title}
          </Link>
          {id === pageId && (
            <Box
              component="ul"
              sx={{ listStyle: "none", pl: 1.5, m: 0, borderLeft: 2, borderColor: "divider" }}
            >
              {manual[id][language].sections
                .flatMap((section) => [section, ...(section.children ?? [])])
                .map((section) => {
                  const active = section.id === current;
                  const sub = !manual[id][language].sections.some((s) => s.id === section.id);
                  return (
                    <li key={section.id}>
                      <Link
                        href={`#${section.id}`}
                        underline="none"
                        aria-current={active ? "location" : undefined}
                        data-active={active}
                        onClick={(e) => {
                          e.preventDefault();
                          scrollTo(section.id);
                        }}
                        sx={{
                          display: "block",
                          py: 0.4,
                          pl: sub ? 1.5 : 0.5,
                          fontSize: sub ? 13 : 14,
                          color: active ? "primary.main" : "text.secondary",
                          fontWeight: active ? 700 : 400,
                          bgcolor: active ? "#eef3ff" : undefined,
                          borderRadius: 1,
                        }}
                      >
                        {section.title}
                      </Link>
                    </li>
                  );
                })}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}
