import { Box, type SxProps, type Theme } from "@mui/material";
import { useMemo } from "react";
import { richTextElements } from "./rich-text-nodes";

const BLOCK = /<(p|ul|ol|h[2-4]|blockquote|br)\b/i;

/**
 * Stored rich text (sanitised by the server when saved) shown as React elements built from an allowlist of tags
 * and attributes, read from the browser's inert parser (DOMParser runs no script and loads no image): the second
 * line of defence costs no library and no innerHTML. Plain text keeps its line breaks.
 */
export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const content = useMemo(
    () => richTextElements(new DOMParser().parseFromString(html, "text/html").body.childNodes),
    [html],
  );
  const style: SxProps<Theme> = [
    { lineHeight: 1.8, whiteSpace: BLOCK.test(html) ? "normal" : "pre-line" },
    { "& img": { maxWidth: "100%", height: "auto" }, "& p": { my: 1 } },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  return <Box sx={style}>{content}</Box>;
}
