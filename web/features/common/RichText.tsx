import { Box, type SxProps, type Theme } from "@mui/material";
import { useEffect, useState } from "react";

type Purify = (html: string) => string;
let purify: Purify | undefined;
let loading: Promise<Purify> | undefined;

/** DOMPurify, loaded on first use (kept out of the first page's bundle). */
function loadPurify(): Promise<Purify> {
  loading ??= import("dompurify").then(({ default: DOMPurify }) => {
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A") {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer nofollow");
      }
    });
    purify = (html) =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: [
          "p",
          "br",
          "strong",
          "b",
          "em",
          "i",
          "u",
          "s",
          "h2",
          "h3",
          "h4",
          "ul",
          "ol",
          "li",
        ].concat(["blockquote", "a", "img", "hr"]),
        ALLOWED_ATTR: ["href", "target", "rel", "src", "alt", "width", "height"],
        ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/files\/)/i,
      });
    return purify;
  });
  return loading;
}

const BLOCK = /<(p|ul|ol|h[2-4]|blockquote|br)\b/i;

/**
 * Stored rich text (sanitised by the server when saved) shown as HTML after a second sanitising in the
 * browser. Plain text keeps its line breaks. Until the sanitiser has loaded, the text is shown without tags.
 */
export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const [clean, setClean] = useState(() => purify?.(html));
  useEffect(() => {
    let live = true;
    if (purify) setClean(purify(html));
    else void loadPurify().then((p) => live && setClean(p(html)));
    return () => {
      live = false;
    };
  }, [html]);
  const style: SxProps<Theme> = [
    { lineHeight: 1.8, whiteSpace: BLOCK.test(html) ? "normal" : "pre-line", overflowWrap: "anywhere" },
    { "& img": { maxWidth: "100%", height: "auto" }, "& p": { my: 1 } },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  if (clean === undefined)
    return <Box sx={style}>{new DOMParser().parseFromString(html, "text/html").body.textContent}</Box>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above (and by the server)
  return <Box sx={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
