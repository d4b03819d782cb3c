import { Link } from "@mui/material";
import { linkify } from "./text";

/**
 * A message's text: React text nodes only (markup shows as typed), http(s) addresses as links that open
 * in a new tab with neither opener nor referrer.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        part.kind === "link" ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ color: "inherit", textDecorationColor: "currentColor", fontWeight: 600 }}
          >
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, in order
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
